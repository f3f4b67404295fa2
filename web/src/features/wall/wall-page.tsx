// All of Mantine's styles, with the wall (a guest gets a few: app/guest-styles.ts).
import "@mantine/core/styles.layer.css";
import "@mantine/notifications/styles.layer.css";
import { Box, Stack, Text } from "@mantine/core";
import { useMemo, useRef } from "react";
import { ApiError } from "@/api/client";
import "@/shared/freshness/freshness.css";
import { useWall } from "./api/get-wall";
import { marksOfRows, pageCount, wallRows } from "./wall-pages";
import { WallTable } from "./wall-table";
import { useNow } from "@/shared/freshness/use-now";
import { useRowsThatFit } from "./wall-screen";
import { droppedColumns, useWallFit } from "./wall-fit";
import { LiveTerminal } from "./wall-live-terminal";
import { rotateSeconds, useWallStops } from "./use-wall-stops";
import { useWallRotation, type WallLayout } from "./use-wall-rotation";
import { useWallFeeds } from "./use-wall-feeds";
import { FullScreen } from "./wall-full-screen";
import { WallMessage } from "./wall-message";
import { WallLoading } from "./wall-loading";
import { WallNotLive } from "./wall-not-live";
import { WallHeader } from "./wall-header";
import { WallCounts } from "./wall-counts";
import { WallMarks } from "./wall-marks";
import { WallFooter } from "./wall-footer";

const REVOKED = "This display is not valid any more. Ask an administrator for a new wall link.";
const UNREACHABLE = "The line-up will show as soon as the server answers. Retrying…";

/**
 * Public wall display: shows each terminal of the display's ports page by page
 * (as many rows as the screen holds, every `seconds`), so every row is shown in
 * one rotation; a row changed live brings its page on screen, highlighted.
 */
export function WallPage({ token }: { token: string }) {
  const wall = useWall(token);
  const { ref: tableArea, perPage, width } = useRowsThatFit();
  const now = useNow(5000);
  const stops = useWallStops(wall.data);
  const seconds = rotateSeconds(wall.data);
  // What the timers and live callbacks read (they outlive the render that made them); its pages are set below.
  const latest = useRef<WallLayout>({ stops, pages: [], perPage });
  const { pos, flash, showChange } = useWallRotation(seconds, latest);
  const { feeds, update, onRows, revoked, onRevoked } = useWallFeeds(token, showChange);
  const sorted = useMemo(() => stops.map((s) => wallRows(feeds[s.terminal.id]?.rows.values() ?? [])), [stops, feeds]);
  const pages = sorted.map((rows) => pageCount(rows.length, perPage));
  latest.current = { stops, pages, perPage };
  const { fit, overflow } = useWallFit(`${stops[pos.stop % Math.max(1, stops.length)]?.terminal.id ?? ""}|${width}`);

  if (revoked || (wall.error instanceof ApiError && wall.error.status === 401)) {
    return <WallMessage title="Display not valid" text={REVOKED} />;
  }
  if (!wall.data)
    return wall.error ? <WallMessage title="Cannot reach the server" text={UNREACHABLE} /> : <WallLoading />;

  const stopIndex = pos.stop % Math.max(1, stops.length);
  const stop = stops[stopIndex];
  const feed = stop ? feeds[stop.terminal.id] : undefined;
  const pageTotal = pages[stopIndex] ?? 1;
  const page = Math.min(pos.page, pageTotal - 1);

  return (
    <FullScreen>
      {stops.map((s) => (
        <LiveTerminal
          key={s.terminal.id}
          terminalId={s.terminal.id}
          token={token}
          onRows={onRows}
          update={update}
          onRevoked={onRevoked}
        />
      ))}
      <Stack p="xl" gap="md" h="100vh" style={{ overflow: "hidden" }}>
        <WallNotLive feeds={stops.map((s) => feeds[s.terminal.id])} now={now} />
        <WallHeader title={stop?.port.name ?? wall.data.name} terminalName={stop?.terminal.name} now={now} />
        {!stop ? (
          <Text fz={40}>This display has no terminals to show.</Text>
        ) : (
          <>
            <WallCounts counts={feed?.counts} hidden={droppedColumns(fit)} />
            <Box ref={tableArea} style={{ flex: 1, minHeight: 0, overflow: "hidden" }}>
              <WallTable
                rows={(sorted[stopIndex] ?? []).slice(page * perPage, (page + 1) * perPage)}
                flash={flash}
                fit={fit}
                onOverflow={overflow}
              />
            </Box>
            <WallMarks
              marks={feed ? marksOfRows(feed.portMarks, feed.rows.values()) : []}
              now={now}
              timeZone={stop.port.time_zone}
            />
            <WallFooter
              feed={feed}
              now={now}
              timeZone={stop.port.time_zone}
              wallName={wall.data.name}
              place={{ page: page + 1, pages: pageTotal, terminal: stopIndex + 1, terminals: stops.length }}
            />
          </>
        )}
      </Stack>
    </FullScreen>
  );
}
