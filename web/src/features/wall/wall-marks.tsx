import type { LivePortMark } from "@lineup/shared";
import { Group, Text } from "@mantine/core";
import { isToday, markText } from "@/shared/freshness/freshness";
import { parseTimestamp } from "./wall-pages";
import { WallStale } from "./wall-screen";

/** The port line-up's marks that speak of the terminal shown (none: nothing), each flagged when not from today. */
export function WallMarks({ marks, now, timeZone }: { marks: LivePortMark[]; now: Date; timeZone: string }) {
  if (marks.length === 0) return null;
  return (
    <Group gap="lg" fz={24} c="gray.3" role="group" aria-label="Port line-up marks">
      {marks.map((m) => (
        <Text inherit key={m.carga_tipo_id}>
          {`${m.carga_tipo}: ${markText(m.data, m.user, now).replace(/^Updated/, "updated")}`}
          {!isToday(parseTimestamp(m.data), now, timeZone) && <WallStale />}
        </Text>
      ))}
    </Group>
  );
}
