import { useMemo } from "react";
import { useBoard } from "../api/get-board";
import type { Board, BoardFilters, LineupRow } from "../api/types";
import { addedSince, changedSince, type RowChangeSince } from "./changed-since";

/** The rows on the live board now that a past board did not have. */
export interface AddedRows {
  /** By terminal, in the live board's order. */
  byTerminal: Map<number, LineupRow[]>;
  /** Those of terminals the past board does not show: listed under its banner. */
  elsewhere: LineupRow[];
  /** A terminal's name on the live board. */
  terminalName: (id: number) => string;
}

/** What the compare mode marks on a past board; undefined off the compare mode, or until both boards are read. */
export interface CompareMode {
  changes: Map<number, RowChangeSince> | undefined;
  added: AddedRows | undefined;
}

function addedRows(past: Board, live: Board): AddedRows {
  const byTerminal = addedSince(past, live);
  const shown = new Set(past.portos.flatMap((p) => p.terminais.map((t) => t.id)));
  const names = new Map(live.portos.flatMap((p) => p.terminais.map((t) => [t.id, t.name] as const)));
  const elsewhere = [...byTerminal].filter(([id]) => !shown.has(id)).flatMap(([, rows]) => rows);
  return { byTerminal, elsewhere, terminalName: (id: number) => names.get(id) ?? `terminal ${id}` };
}

/**
 * The compare mode of a past board (`?as_of=…&compare=1`): it reads the live board for the same filters (when
 * `enabled`), to mark the past rows changed since and list the rows added since.
 */
export function useCompareMode(
  past: Board | undefined,
  filters: BoardFilters,
  { asOf, compare, enabled }: { asOf: string | null; compare: boolean; enabled: boolean },
): CompareMode {
  const liveNow = useBoard(filters, enabled && asOf !== null && compare);
  const now = liveNow.data;
  const changes = useMemo(
    () => (asOf && compare && past && now ? changedSince(past, now) : undefined),
    [asOf, compare, past, now],
  );
  const added = useMemo(
    () => (asOf && compare && past && now ? addedRows(past, now) : undefined),
    [asOf, compare, past, now],
  );
  return { changes, added };
}
