import { Group, Text } from "@mantine/core";
import { isToday, markText } from "@/shared/freshness/freshness";
import type { TerminalFeed } from "./wall-live-terminal";
import { parseTimestamp } from "./wall-pages";
import { WallStale } from "./wall-screen";
import { whenText } from "./wall-when";

/** Where the wall is, counted from 1: the page of the terminal shown, and that terminal among the display's. */
export interface WallPlace {
  page: number;
  pages: number;
  terminal: number;
  terminals: number;
}

/** The wall's bottom line: the terminal line-up's mark, the page, and the display and terminal shown. */
export function WallFooter(props: {
  feed: TerminalFeed | undefined;
  now: Date;
  timeZone: string;
  wallName: string;
  place: WallPlace;
}) {
  const { feed, now, timeZone, wallName, place } = props;
  const updatedAt = parseTimestamp(feed?.updatedAt ?? null);
  return (
    <Group justify="space-between" fz={24} c="gray.3">
      <Text
        inherit
        role="group"
        aria-label="Terminal line-up mark"
        title={updatedAt ? whenText(updatedAt, now) : undefined}
      >
        {feed ? markText(feed.updatedAt, feed.updatedBy, now) : ""}
        {feed && !isToday(updatedAt, now, timeZone) && <WallStale />}
      </Text>
      <Text inherit>{`Page ${place.page} of ${place.pages}`}</Text>
      <Text inherit>{`${wallName} · terminal ${place.terminal} of ${place.terminals}`}</Text>
    </Group>
  );
}
