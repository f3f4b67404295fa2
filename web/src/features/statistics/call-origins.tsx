import { Text } from "@mantine/core";
import type { CallOrigins } from "@lineup/shared";

export type { CallOrigins };

/** Where an answer's calls came from (recorded status changes or dates alone) from its `calls_from_*` fields. */
export const originsOf = (answer: CallOrigins): CallOrigins => ({
  calls_from_history: answer.calls_from_history,
  calls_from_dates: answer.calls_from_dates,
});

const calls = (n: number) => `${n} ${n === 1 ? "call" : "calls"}`;

/**
 * Says how many of the calls a section counts came from recorded history and how many from their dates alone
 * (rows with no recorded status change), so a figure drawn from dates is never taken for a recorded one.
 */
export function CallOriginsNote({ origins }: { origins: CallOrigins | undefined }) {
  if (!origins || origins.calls_from_history + origins.calls_from_dates === 0) return null;
  const { calls_from_history: history, calls_from_dates: dates } = origins;
  return (
    <Text size="xs" c="dimmed" mt="xs" data-testid="call-origins">
      {`${calls(history)} from recorded history, ${calls(dates)} from dates alone`}
      {dates > 0 &&
        " (rows with no recorded status change count as arrived at ETA, berthed at ETB and sailed at ETC, as far as their status says)"}
      .
    </Text>
  );
}
