import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import type { RowsChange } from "@/shared/live/terminal-room";
import { BOARD_KEY } from "../api/get-board";
import type { Board, BoardFilters, BoardPort, LineupRow } from "../api/types";
import { applyRowsChange, headerOf, liveBoard, portMarksOf, shownRows, type LiveTerminalData } from "./live-board";

/** Where each terminal's live room reports to the board page. */
export interface LiveBoardSink {
  rows: (terminalId: number, change: RowsChange<LineupRow>) => void;
  meta: (terminalId: number, meta: Record<string, unknown>) => void;
  /** The room closed (the terminal left the board): its rows no longer count. */
  leave: (terminalId: number) => void;
  /** Reads the whole board again (after a long outage only: never per change). */
  reread: () => void;
}

const NO_PORTS: BoardPort[] = [];

/**
 * The board kept up to date by its terminals' live rooms, without reading it
 * again: `GET /lineups` gives the ports, terminals and first rows; then each
 * room's rows go through the board's filters here, and the header, waiting
 * times and counts follow them. A terminal's list keeps its identity until
 * its rows or the filters change, so other terminals' grids have nothing to redo.
 */
export function useLiveBoard(
  board: Board | undefined,
  filters: BoardFilters,
  client: boolean,
): { ports: BoardPort[]; sink: LiveBoardSink } {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<ReadonlyMap<number, LiveTerminalData>>(() => new Map());
  const sink = useMemo<LiveBoardSink>(
    () => ({
      rows: (id, change) => setLive((prev) => new Map(prev).set(id, applyRowsChange(prev.get(id), change))),
      meta: (id, meta) =>
        setLive((prev) =>
          new Map(prev).set(id, {
            rows: prev.get(id)?.rows ?? null,
            header: headerOf(meta),
            portMarks: portMarksOf(meta),
          }),
        ),
      leave: (id) =>
        setLive((prev) => {
          if (!prev.has(id)) return prev;
          const next = new Map(prev);
          next.delete(id);
          return next;
        }),
      // Several rooms coming back at once share one read.
      reread: () => void queryClient.invalidateQueries({ queryKey: BOARD_KEY }, { cancelRefetch: false }),
    }),
    [queryClient],
  );

  const lists = useRef(
    new WeakMap<ReadonlyMap<number, LineupRow>, { filters: BoardFilters; client: boolean; list: LineupRow[] }>(),
  );
  const ports = useMemo(() => {
    if (!board) return NO_PORTS;
    const listOf = (rows: ReadonlyMap<number, LineupRow>) => {
      const cached = lists.current.get(rows);
      if (cached && cached.filters === filters && cached.client === client) return cached.list;
      const list = shownRows(rows, filters, client);
      lists.current.set(rows, { filters, client, list });
      return list;
    };
    return liveBoard(board.portos, live, listOf, filters.carga_tipo_id);
  }, [board, live, filters, client]);

  return { ports, sink };
}
