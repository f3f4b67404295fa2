import { Group, Loader } from "@mantine/core";
import type { ReactNode } from "react";

/** A list's filter inputs in a row, with a small loader while the list is fetched again. */
export function FilterBar({ fetching, children }: { fetching: boolean; children: ReactNode }) {
  return (
    <Group mb="md" align="flex-end">
      {children}
      {fetching && <Loader size="sm" aria-label="Loading" />}
    </Group>
  );
}
