import { Group, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A page's heading with its actions (New…, Back to list) at the right. */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Group justify="space-between" mb="md">
      <Title order={2}>{title}</Title>
      {children}
    </Group>
  );
}
