// All of Mantine's styles, with the wall (a guest gets a few: app/guest-styles.ts).
import "@mantine/core/styles.layer.css";
import "@mantine/notifications/styles.layer.css";
import { Box, Center, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ApiError } from "@/api/client";
import { clockTime } from "@/shared/live/connection-badge";
import type { RowsChange } from "@/shared/live/terminal-room";
import { isToday, markText } from "@/shared/freshness/freshness";
import "@/shared/freshness/freshness.css";
import { useWall, type WallInfo } from "./api/get-wall";
import {
  afterPageTime,
  marksOfRows,
  pageCount,
  pageOfRows,
  parseTimestamp,
  wallRows,
  type ShownPosition,
  type WallRow,
} from "./wall-pages";
import { WallTable } from "./wall-table";
import { useNow } from "@/shared/freshness/use-now";
import { Count, NotShown, useRowsThatFit, WallStale } from "./wall-screen";
import { droppedColumns, useWallFit } from "./wall-fit";
import { emptyFeed, keepSnapshot, LiveTerminal, type TerminalFeed } from "./wall-live-terminal";

const FLASH_MS = 4000;
const REVOKED = "This display is not valid any more. Ask an administrator for a new wall link.";

/** Page pace: `?seconds=` when given, else the display's own. */
function rotateSeconds(info: WallInfo | undefined): number {
  const fromQuery = Number(new URLSearchParams(location.search).get("seconds"));
  if (Number.isFinite(fromQuery) && fromQuery >= 1) return fromQuery;
  return info?.rotate_seconds ?? 20;
}

/** `hh:mm` today, `DD/MM hh:mm` another day. */
function whenText(d: Date | null, now: Date): string {
  if (!d || Number.isNaN(d.getTime())) return "";
  if (d.toDateString() === now.toDateString()) return clockTime(d);
  return `${String(d.getDate()).padStart(2, "0")}/${String(d.getMonth() + 1).padStart(2, "0")} ${clockTime(d)}`;
}

/**
 * Public wall display: shows each terminal of the display's ports page by page
 * (as many rows as the screen holds, every `seconds`), so every row is shown in
 * one rotation; a row changed live brings its page on screen, highlighted.
 */
export function WallPage({ token }: { token: string }) {
  const wall = useWall(token);
  const [feeds, setFeeds] = useState<Record<number, TerminalFeed>>({});
  const [flash, setFlash] = useState<Record<number, number>>({});
  // `shownAt` changes on every move, so each page gets its full time, also after a jump.
  const [pos, setPos] = useState<ShownPosition>({ stop: 0, page: 0, shownAt: 0 });
  const [revoked, setRevoked] = useState(false);
  const { ref: tableArea, perPage, width } = useRowsThatFit();
  const now = useNow(5000);

  const stops = useMemo(() => {
    const all = (wall.data?.portos ?? []).flatMap((p) => p.terminais.map((t) => ({ port: p, terminal: t })));
    // `?terminal=ID` pins a screen to one terminal (a screen in that terminal's office).
    const pinned = Number(new URLSearchParams(location.search).get("terminal"));
    const only = all.filter((s) => s.terminal.id === pinned);
    return only.length ? only : all;
  }, [wall.data]);
  const seconds = rotateSeconds(wall.data);
  const sorted = useMemo(() => stops.map((s) => wallRows(feeds[s.terminal.id]?.rows.values() ?? [])), [stops, feeds]);
  const pages = sorted.map((rows) => pageCount(rows.length, perPage));
  const { fit, overflow } = useWallFit(`${stops[pos.stop % Math.max(1, stops.length)]?.terminal.id ?? ""}|${width}`);

  // What the timers and live callbacks read (they outlive the render that made them).
  const latest = useRef({ stops, pages, perPage });
  latest.current = { stops, pages, perPage };

  useEffect(() => {
    // A change may move the wall after this timer is due and before it is cleared: it then leaves the change's page
    // alone.
    const shownAt = pos.shownAt;
    const id = setTimeout(
      () => setPos((p) => afterPageTime(p, shownAt, latest.current.pages, Date.now())),
      seconds * 1000,
    );
    return () => clearTimeout(id);
  }, [pos, seconds]);

  // Flashes fade by themselves.
  useEffect(() => {
    if (!Object.keys(flash).length) return;
    const id = setTimeout(() => {
      const at = Date.now();
      setFlash((f) => Object.fromEntries(Object.entries(f).filter(([, t]) => at - t < FLASH_MS)));
    }, FLASH_MS);
    return () => clearTimeout(id);
  }, [flash]);

  const update = useCallback((terminalId: number, change: (f: TerminalFeed) => TerminalFeed) => {
    setFeeds((all) => ({ ...all, [terminalId]: change(all[terminalId] ?? emptyFeed()) }));
  }, []);

  // Rows are kept here too so a change can be compared with what was shown before (state updaters run later).
  const shown = useRef(new Map<number, Map<number, WallRow>>());
  const onRows = useCallback(
    (terminalId: number, c: RowsChange) => {
      const before = shown.current.get(terminalId) ?? new Map<number, WallRow>();
      const rows = c.reset ? new Map<number, WallRow>() : new Map(before);
      const changedIds: number[] = [];
      for (const [id, row] of c.changed) {
        const old = before.get(id);
        if (!old || JSON.stringify(old) !== JSON.stringify(row)) changedIds.push(id);
        rows.set(id, row);
      }
      for (const id of c.deleted) rows.delete(id);
      const firstLoad = c.reset && !shown.current.has(terminalId);
      shown.current.set(terminalId, rows);
      update(terminalId, (f) => ({ ...f, rows, keptAt: null }));
      if (!changedIds.length || firstLoad) return;
      const at = Date.now();
      setFlash((fl) => ({ ...fl, ...Object.fromEntries(changedIds.map((id) => [id, at])) }));
      // Bring the change on screen: its terminal, the page holding it.
      const stop = latest.current.stops.findIndex((s) => s.terminal.id === terminalId);
      const page = pageOfRows(wallRows(rows.values()), changedIds, latest.current.perPage);
      if (stop >= 0 && page !== null) setPos({ stop, page, shownAt: at });
    },
    [update],
  );

  const onRevoked = useCallback(() => setRevoked(true), []);

  // What each live terminal shows is kept in the browser (when it changed), for opening without a connection.
  const kept = useRef(new Map<number, TerminalFeed>());
  useEffect(() => {
    for (const [id, feed] of Object.entries(feeds)) {
      if (feed.status !== "live" || kept.current.get(Number(id)) === feed) continue;
      kept.current.set(Number(id), feed);
      keepSnapshot(token, Number(id), feed);
    }
  }, [feeds, token]);

  if (revoked || (wall.error instanceof ApiError && wall.error.status === 401)) {
    return <WallMessage title="Display not valid" text={REVOKED} />;
  }
  if (!wall.data) {
    if (wall.error)
      return (
        <WallMessage
          title="Cannot reach the server"
          text="The line-up will show as soon as the server answers. Retrying…"
        />
      );
    return (
      <FullScreen>
        <Center h="100vh">
          <Loader size="xl" color="gray.0" aria-label="Loading the wall" />
        </Center>
      </FullScreen>
    );
  }

  const stopIndex = pos.stop % Math.max(1, stops.length);
  const stop = stops[stopIndex];
  const feed = stop ? feeds[stop.terminal.id] : undefined;
  const pageTotal = pages[stopIndex] ?? 1;
  const page = Math.min(pos.page, pageTotal - 1);
  const states = stops.map((s) => feeds[s.terminal.id]);
  const notLive = states.some((f) => !f || f.status !== "live");
  const since = states
    .map((f) => f?.keptAt ?? f?.offlineSince ?? null)
    .filter((d): d is Date => d !== null)
    .sort((a, b) => a.getTime() - b.getTime())[0];
  const updatedAt = parseTimestamp(feed?.updatedAt ?? null);
  const hidden = droppedColumns(fit);
  const marks = feed ? marksOfRows(feed.portMarks, feed.rows.values()) : [];

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
        {notLive && since && (
          // Laid over the screen's top, not in the flow: the table keeps its height, so its pages stay as they were
          // while it reconnects.
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
        )}
        <Group justify="space-between" align="baseline" wrap="nowrap">
          <Group gap="lg" align="baseline" wrap="nowrap">
            <Title order={1} fz={56}>
              {stop?.port.name ?? wall.data.name}
            </Title>
            {stop && (
              <Text fz={40} c="gray.3">
                {stop.terminal.name}
              </Text>
            )}
          </Group>
          <Text fz={56} fw={700} aria-label={`Time ${clockTime(now)}`} style={{ fontVariantNumeric: "tabular-nums" }}>
            {clockTime(now)}
          </Text>
        </Group>
        {!stop ? (
          <Text fz={40}>This display has no terminals to show.</Text>
        ) : (
          <>
            <Group gap="xl" grow>
              <Count label="BERTHED" value={feed?.counts?.berthed} />
              <Count label="WAITING AT ANCHORAGE" value={feed?.counts?.waiting} />
              <Count label="EXPECTED TO CALL" value={feed?.counts?.expected} />
              {hidden.length > 0 && <NotShown columns={hidden} />}
            </Group>
            <Box ref={tableArea} style={{ flex: 1, minHeight: 0, overflow: "hidden" }}>
              <WallTable
                rows={(sorted[stopIndex] ?? []).slice(page * perPage, (page + 1) * perPage)}
                flash={flash}
                fit={fit}
                onOverflow={overflow}
              />
            </Box>
            {marks.length > 0 && (
              <Group gap="lg" fz={24} c="gray.3" role="group" aria-label="Port line-up marks">
                {marks.map((m) => (
                  <Text inherit key={m.carga_tipo_id}>
                    {`${m.carga_tipo}: ${markText(m.data, m.user, now).replace(/^Updated/, "updated")}`}
                    {!isToday(parseTimestamp(m.data), now, stop?.port.time_zone) && <WallStale />}
                  </Text>
                ))}
              </Group>
            )}
            <Group justify="space-between" fz={24} c="gray.3">
              <Text
                inherit
                role="group"
                aria-label="Terminal line-up mark"
                title={updatedAt ? whenText(updatedAt, now) : undefined}
              >
                {feed ? markText(feed.updatedAt, feed.updatedBy, now) : ""}
                {feed && !isToday(updatedAt, now, stop?.port.time_zone) && <WallStale />}
              </Text>
              <Text inherit>{`Page ${page + 1} of ${pageTotal}`}</Text>
              <Text inherit>{`${wall.data.name} · terminal ${stopIndex + 1} of ${stops.length}`}</Text>
            </Group>
          </>
        )}
      </Stack>
    </FullScreen>
  );
}

function FullScreen({ children }: { children: React.ReactNode }) {
  return (
    // A dark screen in the light scheme: secondary text in a light grey that reads on it (7:1 on dark.8).
    <Box mih="100vh" bg="dark.8" c="gray.0" style={{ "--mantine-color-dimmed": "var(--mantine-color-gray-5)" }}>
      {children}
    </Box>
  );
}

/** A full-screen message readable from across a room: white on dark red. */
function WallMessage({ title, text }: { title: string; text: string }) {
  return (
    <FullScreen>
      <Center h="100vh" p="xl">
        <Box role="alert" bg="red.9" c="white" p="xl" maw={1100} style={{ borderRadius: 12 }}>
          <Title order={1} fz={48} mb="md">
            {title}
          </Title>
          <Text fz={32}>{text}</Text>
        </Box>
      </Center>
    </FullScreen>
  );
}
