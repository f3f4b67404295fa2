import { Text } from "@mantine/core";
import type { AnswerNotes, TimeZones } from "@lineup/shared";

/** An answer's {@link AnswerNotes}, from its `calls_from_*` and `time_zones` fields. */
export const originsOf = (answer: AnswerNotes): AnswerNotes => ({
  calls_from_history: answer.calls_from_history,
  calls_from_dates: answer.calls_from_dates,
  time_zones: answer.time_zones,
});

/**
 * In which zone the days are: "Days and times in America/Sao_Paulo." when every port is in one, else each zone
 * with its ports ("…: America/Sao_Paulo (Santos, Paranaguá); America/Manaus (Itacoatiara).").
 */
export function zonesWords(zones: TimeZones["time_zones"]): string {
  const byZone = new Map<string, string[]>();
  for (const p of zones) byZone.set(p.time_zone, [...(byZone.get(p.time_zone) ?? []), p.name]);
  if (byZone.size <= 1) return byZone.size ? `Days and times in ${[...byZone.keys()].join("")}.` : "";
  const each = [...byZone].map(([zone, ports]) => `${zone} (${ports.join(", ")})`).join("; ");
  return `Days and times are each port's local ones: ${each}.`;
}

const calls = (n: number) => `${n} ${n === 1 ? "call" : "calls"}`;

/**
 * Says how many of the calls a section counts came from recorded history and how many from their dates alone
 * (rows with no recorded status change), so a figure drawn from dates is never taken for a recorded one, and in
 * which time zone each port's days are counted.
 */
export function CallOriginsNote({ origins }: { origins: AnswerNotes | undefined }) {
  if (!origins || origins.calls_from_history + origins.calls_from_dates === 0) return null;
  const { calls_from_history: history, calls_from_dates: dates, time_zones: zones } = origins;
  return (
    <Text size="xs" c="dimmed" mt="xs" data-testid="call-origins">
      {`${calls(history)} from recorded history, ${calls(dates)} from dates alone`}
      {dates > 0 &&
        " (rows with no recorded status change count as arrived at ETA, " +
          "berthed at ETB and sailed at ETC, as far as their status says)"}
      {`. ${zonesWords(zones)}`}
    </Text>
  );
}
