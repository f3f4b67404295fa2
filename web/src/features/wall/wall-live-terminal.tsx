import type { LiveMeta, LivePortMark } from "@lineup/shared";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { isRecord } from "@lineup/shared";
import { countsIn, liveMetaOf, portMarksIn } from "@/shared/live/live-decode";
import type { LiveStatus, RowsChange } from "@/shared/live/terminal-room";
import { useTerminalRoom } from "@/shared/live/use-terminal-room";
import { wallTokenValid } from "./api/get-wall";
import type { WallRow } from "./wall-pages";

/** A terminal's counts of berthed, waiting and expected calls, as its live room's meta carries them. */
export type Counts = LiveMeta["counts"];

/** What the wall shows of one terminal. */
export interface TerminalFeed {
  rows: Map<number, WallRow>;
  counts: Counts | null;
  updatedAt: string | null;
  updatedBy: string | null;
  /** The marks of the terminal's port, per comm type. */
  portMarks: LivePortMark[];
  status: LiveStatus;
  offlineSince: Date | null;
  /** When what is shown was last live, while it is the browser's copy (opened without a connection); null once live. */
  keptAt: Date | null;
}

export const emptyFeed = (): TerminalFeed => ({
  rows: new Map(),
  counts: null,
  updatedAt: null,
  updatedBy: null,
  portMarks: [],
  status: "connecting",
  offlineSince: null,
  keptAt: null,
});

const snapshotKey = (terminalId: number) => `wall-snapshot:${terminalId}`;

/** Keeps what a live terminal shows in this browser, so a wall opened without a connection shows it, as not live. */
export function keepSnapshot(token: string, terminalId: number, feed: TerminalFeed): void {
  const { counts, updatedAt, updatedBy, portMarks } = feed;
  try {
    localStorage.setItem(
      snapshotKey(terminalId),
      JSON.stringify({
        token,
        at: new Date().toISOString(),
        rows: [...feed.rows.values()],
        counts,
        updatedAt,
        updatedBy,
        portMarks,
      }),
    );
  } catch {
    // Storage full or refused: the wall still works live, it only cannot open offline.
  }
}

/** What this display last showed of a terminal while live, or null (none, another display's, unreadable). */
export function keptSnapshot(
  token: string,
  terminalId: number,
): Pick<TerminalFeed, "rows" | "counts" | "updatedAt" | "updatedBy" | "portMarks" | "keptAt"> | null {
  let kept: unknown;
  try {
    kept = JSON.parse(localStorage.getItem(snapshotKey(terminalId)) ?? "null");
  } catch {
    return null;
  }
  if (!isRecord(kept) || kept.token !== token || typeof kept.at !== "string" || !Array.isArray(kept.rows)) return null;
  const rows = new Map<number, WallRow>();
  for (const row of kept.rows) if (isRecord(row) && typeof row.id === "number") rows.set(row.id, row);
  const text = (v: unknown) => (typeof v === "string" ? v : null);
  return {
    rows,
    counts: countsIn(kept.counts),
    updatedAt: text(kept.updatedAt),
    updatedBy: text(kept.updatedBy),
    portMarks: portMarksIn(kept.portMarks) ?? [],
    keptAt: new Date(kept.at),
  };
}

/** One live subscription (renders nothing): the wall keeps every terminal of its ports connected. */
export function LiveTerminal({
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
  // Opened without a connection (the first attempt failed): the browser's copy, until the room is live.
  const wasLive = useRef(false);
  useEffect(() => {
    if (room.status === "live") wasLive.current = true;
    if (wasLive.current || (room.status !== "reconnecting" && room.status !== "offline")) return;
    const kept = keptSnapshot(token, terminalId);
    if (kept) update(terminalId, (f) => (f.keptAt || f.status === "live" ? f : { ...f, ...kept }));
  }, [room.status, token, terminalId, update]);
  // Decoded once per meta the room sends: the effect below runs when a value, not a render, is new.
  const {
    counts,
    updated_at: updatedAt,
    updated_by: updatedBy,
    port_marks: portMarks,
  } = useMemo(() => liveMetaOf(room.meta), [room.meta]);
  useEffect(() => {
    update(terminalId, (f) => ({
      ...f,
      status: room.status,
      offlineSince: room.offlineSince,
      counts: counts ?? f.counts,
      updatedAt: updatedAt ?? f.updatedAt,
      updatedBy: updatedAt ? updatedBy : f.updatedBy,
      portMarks: portMarks ?? f.portMarks,
    }));
  }, [update, terminalId, room.status, room.offlineSince, counts, updatedAt, updatedBy, portMarks]);
  useEffect(() => {
    if (room.status === "forbidden") onRevoked();
  }, [room.status, onRevoked]);
  return null;
}
