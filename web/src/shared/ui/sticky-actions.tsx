import { Button, Group } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "wouter";

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

/** An edit page's kept-in-view buttons: the way back without saving (`back`), and Save, spinning while it saves. */
export function SaveActions({ back, saving }: { back: { href: string; text: string }; saving: boolean }) {
  return (
    <StickyActions>
      <Button variant="default" component={Link} href={back.href}>
        {back.text}
      </Button>
      <Button type="submit" loading={saving}>
        Save
      </Button>
    </StickyActions>
  );
}
