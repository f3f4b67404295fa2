import { Box } from "@mantine/core";
import type { TerminalFeed } from "./wall-live-terminal";
import { whenText } from "./wall-when";

/**
 * The alert over the screen's top while any terminal is not live, saying since when
 * (the oldest of the browser's copies or the connections lost); nothing otherwise.
 */
export function WallNotLive({ feeds, now }: { feeds: (TerminalFeed | undefined)[]; now: Date }) {
  const notLive = feeds.some((f) => !f || f.status !== "live");
  const since = feeds
    .map((f) => f?.keptAt ?? f?.offlineSince ?? null)
    .filter((d): d is Date => d !== null)
    .sort((a, b) => a.getTime() - b.getTime())[0];
  if (!notLive || !since) return null;
  return (
    // Laid over the screen's top, not in the flow: the table keeps its height, so its pages stay as they were while it
    // reconnects.
    <Box
      role="alert"
      bg="red.9"
      c="white"
      p="sm"
      fz={32}
      fw={700}
      ta="center"
      style={{ position: "fixed", top: 0, left: 0, right: 0, zIndex: 10 }}
    >
      {`Not live since ${whenText(since, now)} — data may be stale, reconnecting…`}
    </Box>
  );
}
