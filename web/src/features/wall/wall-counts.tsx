import { Group } from "@mantine/core";
import type { Counts } from "./wall-live-terminal";
import { Count, NotShown } from "./wall-screen";

/** The terminal's counts above its table, and the columns the screen leaves out (`hidden`) when there are any. */
export function WallCounts({ counts, hidden }: { counts: Counts | null | undefined; hidden: string[] }) {
  return (
    <Group gap="xl" grow>
      <Count label="BERTHED" value={counts?.berthed} />
      <Count label="WAITING AT ANCHORAGE" value={counts?.waiting} />
      <Count label="EXPECTED TO CALL" value={counts?.expected} />
      {hidden.length > 0 && <NotShown columns={hidden} />}
    </Group>
  );
}
