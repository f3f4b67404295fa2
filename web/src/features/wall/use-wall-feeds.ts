import { useCallback, useEffect, useRef, useState } from "react";
import type { RowsChange } from "@/shared/live/terminal-room";
import { emptyFeed, keepSnapshot, type TerminalFeed } from "./wall-live-terminal";
import type { WallRow } from "./wall-pages";

/** Called with a terminal's rows after a live change, and the ids of the rows it changed. */
export type OnWallChange = (terminalId: number, rows: Map<number, WallRow>, changedIds: number[]) => void;

/**
 * What the wall shows of each terminal, as its live room (`LiveTerminal`) feeds it through `onRows` and `update`.
 * A change to what was shown goes on to `onChange` (a terminal's first rows are not a change); a room that refuses
 * the display calls `onRevoked`. What each live terminal shows is kept in the browser, for opening without a
 * connection.
 */
export function useWallFeeds(token: string, onChange: OnWallChange) {
  const [feeds, setFeeds] = useState<Record<number, TerminalFeed>>({});
  const [revoked, setRevoked] = useState(false);

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
      onChange(terminalId, rows, changedIds);
    },
    [update, onChange],
  );

  const onRevoked = useCallback(() => setRevoked(true), []);

  // Kept when it changed, while live.
  const kept = useRef(new Map<number, TerminalFeed>());
  useEffect(() => {
    for (const [id, feed] of Object.entries(feeds)) {
      if (feed.status !== "live" || kept.current.get(Number(id)) === feed) continue;
      kept.current.set(Number(id), feed);
      keepSnapshot(token, Number(id), feed);
    }
  }, [feeds, token]);

  return { feeds, update, onRows, revoked, onRevoked };
}
