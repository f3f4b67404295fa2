import { Alert, Box, Center, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import dayjs from "dayjs";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ApiError } from "@/api/client";
import { clockTime } from "@/shared/live/connection-badge";
import type { LiveStatus, RowsChange } from "@/shared/live/terminal-room";
import { useTerminalRoom } from "@/shared/live/use-terminal-room";
import { useWall, wallTokenValid, type WallInfo } from "./api/get-wall";

type Row = Record<string, unknown>;
interface Counts {
  berthed: number;
  waiting: number;
  expected: number;
}
interface TerminalFeed {
  rows: Map<number, Row>;
  counts: Counts | null;
  status: LiveStatus;
  offlineSince: Date | null;
}

const FLASH_MS = 2500;
const REVOKED = "This display is not valid any more. Ask an administrator for a new wall link.";

/** Rotation pace: `?seconds=` when given (5 s at least), else the display's own. */
function rotateSeconds(info: WallInfo | undefined): number {
  const fromQuery = Number(new URLSearchParams(location.search).get("seconds"));
  if (Number.isFinite(fromQuery) && fromQuery >= 1) return fromQuery;
  return info?.rotate_seconds ?? 20;
}

/** Public wall display: rotates through the display's ports and terminals, rows live, readable across a room. */
export function WallPage({ token }: { token: string }) {
  const wall = useWall(token);
  const [feeds, setFeeds] = useState<Record<number, TerminalFeed>>({});
  const [flash, setFlash] = useState<Record<number, number>>({});
  const [index, setIndex] = useState(0);
  const [revoked, setRevoked] = useState(false);

  const stops = useMemo(() => {
    const all = (wall.data?.portos ?? []).flatMap((p) => p.terminais.map((t) => ({ port: p, terminal: t })));
    // `?terminal=ID` pins a screen to one terminal (a screen in that terminal's office).
    const pinned = Number(new URLSearchParams(location.search).get("terminal"));
    const only = all.filter((s) => s.terminal.id === pinned);
    return only.length ? only : all;
  }, [wall.data]);
  const seconds = rotateSeconds(wall.data);

  useEffect(() => {
    if (stops.length < 2) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % stops.length), seconds * 1000);
    return () => clearInterval(id);
  }, [stops.length, seconds]);

  // Flashes fade by themselves.
  useEffect(() => {
    const ids = Object.keys(flash);
    if (!ids.length) return;
    const id = setTimeout(() => {
      const now = Date.now();
      setFlash((f) => Object.fromEntries(Object.entries(f).filter(([, at]) => now - at < FLASH_MS)));
    }, FLASH_MS);
    return () => clearTimeout(id);
  }, [flash]);

  const update = useCallback((terminalId: number, change: (f: TerminalFeed) => TerminalFeed) => {
    setFeeds((all) => ({ ...all, [terminalId]: change(all[terminalId] ?? { rows: new Map(), counts: null, status: "connecting", offlineSince: null }) }));
  }, []);

  // Rows are kept here too so a change can be compared with what was shown before (state updaters run later).
  const shown = useRef(new Map<number, Map<number, Row>>());
  const onRows = useCallback(
    (terminalId: number, c: RowsChange) => {
      const before = shown.current.get(terminalId) ?? new Map<number, Row>();
      const rows = c.reset ? new Map<number, Row>() : new Map(before);
      const changedIds: number[] = [];
      for (const [id, row] of c.changed) {
        const old = before.get(id);
        if (!old || JSON.stringify(old) !== JSON.stringify(row)) changedIds.push(id);
        rows.set(id, row);
      }
      for (const id of c.deleted) rows.delete(id);
      const firstLoad = c.reset && !shown.current.has(terminalId);
      shown.current.set(terminalId, rows);
      update(terminalId, (f) => ({ ...f, rows }));
      if (changedIds.length && !firstLoad) {
        const at = Date.now();
        setFlash((fl) => ({ ...fl, ...Object.fromEntries(changedIds.map((id) => [id, at])) }));
      }
    },
    [update],
  );

  const onRevoked = useCallback(() => setRevoked(true), []);

  if (revoked || (wall.error instanceof ApiError && wall.error.status === 401)) {
    return (
      <FullScreen>
        <Center h="100vh">
          <Alert color="red" title="Display not valid" role="alert" maw={900}>
            <Text fz={32}>{REVOKED}</Text>
          </Alert>
        </Center>
      </FullScreen>
    );
  }
  if (!wall.data) {
    return (
      <FullScreen>
        <Center h="100vh">
          <Loader size="xl" aria-label="Loading the wall" />
        </Center>
      </FullScreen>
    );
  }

  const stop = stops[index % Math.max(1, stops.length)];
  const states = stops.map((s) => feeds[s.terminal.id]);
  const notLive = states.some((f) => !f || f.status !== "live");
  const since = states
    .map((f) => f?.offlineSince ?? null)
    .filter((d): d is Date => d !== null)
    .sort((a, b) => a.getTime() - b.getTime())[0];
  const portCounts = stop
    ? stop.port.terminais.reduce<Counts>(
        (acc, t) => {
          const c = feeds[t.id]?.counts;
          return c ? { berthed: acc.berthed + c.berthed, waiting: acc.waiting + c.waiting, expected: acc.expected + c.expected } : acc;
        },
        { berthed: 0, waiting: 0, expected: 0 },
      )
    : null;

  return (
    <FullScreen>
      {stops.map((s) => (
        <LiveTerminal key={s.terminal.id} terminalId={s.terminal.id} token={token} onRows={onRows} update={update} onRevoked={onRevoked} />
      ))}
      {notLive && since && (
        <Box role="alert" bg="red.8" c="white" p="md" fz={32} fw={700} ta="center">
          {`Not live since ${clockTime(since)} — reconnecting…`}
        </Box>
      )}
      {!stop ? (
        <Center h="80vh">
          <Text fz={40}>This display has no terminals to show.</Text>
        </Center>
      ) : (
        <Stack p="xl" gap="lg">
          <Group justify="space-between" align="baseline">
            <Title order={1} fz={56}>
              {stop.port.name}
            </Title>
            <Text fz={36} c="dimmed">
              {stop.terminal.name}
            </Text>
          </Group>
          {portCounts && (
            <Group gap="xl" grow>
              <Count label="BERTHED" value={portCounts.berthed} />
              <Count label="WAITING AT ANCHORAGE" value={portCounts.waiting} />
              <Count label="EXPECTED TO CALL" value={portCounts.expected} />
            </Group>
          )}
          <RowsTable rows={[...(feeds[stop.terminal.id]?.rows.values() ?? [])]} flash={flash} />
          <Text fz={20} c="dimmed" ta="right">
            {`${wall.data.name} · ${index % stops.length + 1} / ${stops.length}`}
          </Text>
        </Stack>
      )}
    </FullScreen>
  );
}

function FullScreen({ children }: { children: React.ReactNode }) {
  return (
    <Box mih="100vh" bg="dark.8" c="gray.0">
      {children}
    </Box>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Box bg="dark.6" p="md" style={{ borderRadius: 8 }} aria-label={`${label}: ${value}`}>
      <Text fz={24} fw={600} c="gray.4">
        {label}
      </Text>
      <Text fz={64} fw={800} lh={1}>
        {value}
      </Text>
    </Box>
  );
}

/** One live subscription (renders nothing): the wall keeps every terminal of its ports connected. */
function LiveTerminal({
  terminalId,
  token,
  onRows,
  update,
  onRevoked,
}: {
  terminalId: number;
  token: string;
  onRows: (terminalId: number, c: RowsChange) => void;
  update: (terminalId: number, change: (f: TerminalFeed) => TerminalFeed) => void;
  onRevoked: () => void;
}) {
  const refreshToken = useCallback(async () => ((await wallTokenValid(token)) ? token : null), [token]);
  const onRowsChanged = useCallback((c: RowsChange) => onRows(terminalId, c), [onRows, terminalId]);
  const room = useTerminalRoom(terminalId, { token, onRowsChanged, refreshToken });
  const counts = room.meta.counts as Counts | undefined;
  useEffect(() => {
    update(terminalId, (f) => ({ ...f, status: room.status, offlineSince: room.offlineSince, counts: counts ?? f.counts }));
  }, [update, terminalId, room.status, room.offlineSince, counts]);
  useEffect(() => {
    if (room.status === "forbidden") onRevoked();
  }, [room.status, onRevoked]);
  return null;
}

const STATUS_ORDER: Record<string, number> = { Loading: 0, Discharging: 0, Waiting: 1, Expected: 2 };

const name = (v: unknown) => (v && typeof v === "object" && "name" in v && typeof v.name === "string" ? v.name : "");
const date = (v: unknown) => (typeof v === "string" && v ? dayjs(v).format(v.length > 10 ? "DD/MM HH:mm" : "DD/MM") : "");
const qty = (r: Row) => (typeof r.qty === "number" || typeof r.qty === "string" ? `${Number(r.qty).toLocaleString("en-US")}${typeof r.qty_unidade === "string" ? ` ${r.qty_unidade}` : ""}` : "");
const sortKey = (r: Row) => `${STATUS_ORDER[String(r.status)] ?? 3}|${typeof r.etb === "string" ? r.etb : "9"}|${typeof r.eta === "string" ? r.eta : "9"}|${String(r.id).padStart(10, "0")}`;

function RowsTable({ rows, flash }: { rows: Row[]; flash: Record<number, number> }) {
  const visible = rows.filter((r) => r.status !== "Sailed").sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
  if (!visible.length) return <Text fz={36}>No vessels in this line-up.</Text>;
  return (
    <Table fz={26} verticalSpacing="sm" aria-label="Line-up">
      <Table.Thead>
        <Table.Tr>
          {["Vessel", "Berth", "Status", "Qty", "Comm", "ETA", "ETB", "ETC", "Charterer"].map((h) => (
            <Table.Th key={h} c="gray.4">
              {h}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {visible.map((r) => {
          const id = Number(r.id);
          const flashing = flash[id] !== undefined;
          if (r.is_observacao === 1 || r.is_observacao === true) {
            return (
              <Table.Tr key={id} data-flash={flashing || undefined} style={{ background: flashing ? "var(--mantine-color-yellow-9)" : undefined, transition: "background 0.6s" }}>
                <Table.Td colSpan={9} fs="italic">
                  {typeof r.observacao === "string" ? r.observacao : ""}
                </Table.Td>
              </Table.Tr>
            );
          }
          return (
            <Table.Tr key={id} data-flash={flashing || undefined} style={{ background: flashing ? "var(--mantine-color-yellow-9)" : undefined, transition: "background 0.6s" }}>
              <Table.Td fw={700}>{name(r.navio)}</Table.Td>
              <Table.Td>{name(r.berco)}</Table.Td>
              <Table.Td>{String(r.status ?? "")}</Table.Td>
              <Table.Td>{qty(r)}</Table.Td>
              <Table.Td>{name(r.carga)}</Table.Td>
              <Table.Td>{date(r.eta)}</Table.Td>
              <Table.Td>{date(r.etb)}</Table.Td>
              <Table.Td>{date(r.etc)}</Table.Td>
              <Table.Td>{name(r.afretador)}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
