import { Group } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A form's buttons, kept at the bottom of the screen (or of the modal) while
 * the form scrolls, so Save is reachable without scrolling a long form.
 */
export function StickyActions({ children }: { children: ReactNode }) {
  return (
    <Group
      justify="flex-end"
      role="group"
      aria-label="Form actions"
      py="sm"
      style={{
        position: "sticky",
        bottom: 0,
        zIndex: 3,
        background: "var(--mantine-color-body)",
        borderTop: "1px solid var(--mantine-color-default-border)",
      }}
    >
      {children}
    </Group>
  );
}
