import {
  averageWaitingDays,
  compareBoardRows,
  matchesBoardFilters,
  statusCounts,
  type LivePortMark,
  type LiveTerminalHeader,
} from "@lineup/shared";
import { latestMark } from "@/shared/freshness/freshness";
import { liveMetaOf } from "@/shared/live/live-decode";
import type { RowsChange } from "@/shared/live/terminal-room";
import type { BoardFilters, BoardPort, BoardTerminal, LineupRow } from "../api/types";

/** A terminal's header values, as the room's `meta.terminal` carries them (the same as `GET /lineups`). */
type TerminalHeader = LiveTerminalHeader;

/** What a terminal's live room has told this page: every row it may see (null before it synced) and the header. */
export interface LiveTerminalData {
  rows: ReadonlyMap<number, LineupRow> | null;
  header: TerminalHeader | null;
  /** The marks of the terminal's port, per comm type (`meta.port_marks`); null while the server does not send them. */
  portMarks?: LivePortMark[] | null;
}

const EMPTY: LiveTerminalData = { rows: null, header: null };

/** The port's marks in the room's meta; null while the server does not send them. */
export const portMarksOf = (meta: Record<string, unknown>): LivePortMark[] | null => liveMetaOf(meta).port_marks;

/**
 * The room's rows after a change: a reset replaces them all; otherwise changed rows are replaced by id and deleted ones
 * dropped.
 */
export function applyRowsChange(prev: LiveTerminalData | undefined, change: RowsChange<LineupRow>): LiveTerminalData {
  const base = prev ?? EMPTY;
  if (change.reset || !base.rows) return { ...base, rows: new Map(change.changed) };
  const rows = new Map(base.rows);
  for (const [id, row] of change.changed) rows.set(id, row);
  for (const id of change.deleted) rows.delete(id);
  return { ...base, rows };
}

/** The header values in the room's meta; null while the server does not send them. */
export const headerOf = (meta: Record<string, unknown>): TerminalHeader | null => liveMetaOf(meta).terminal;

/**
 * The rows the board shows from a room's rows: those its filters select, in its order (as `GET /lineups` would give
 * them).
 */
export function shownRows(rows: ReadonlyMap<number, LineupRow>, filters: BoardFilters, client: boolean): LineupRow[] {
  return [...rows.values()].filter((r) => matchesBoardFilters(r, filters, { client })).sort(compareBoardRows);
}

const lines = (rows: LineupRow[]) => rows.filter((r) => r.is_observacao === 0);

/**
 * The board as the live rooms have it: each terminal that has synced shows its
 * room's rows through the filters (`listOf`), its header follows the room, and
 * the waiting times and the port's counts are computed from the rows shown,
 * the port's mark for the board's comm type follows the rooms' `port_marks`,
 * with the server's own functions. Terminals not yet live keep what `GET /lineups` said.
 */
export function liveBoard(
  ports: BoardPort[],
  live: ReadonlyMap<number, LiveTerminalData>,
  listOf: (rows: ReadonlyMap<number, LineupRow>) => LineupRow[],
  cargoTypeId?: number,
): BoardPort[] {
  return ports.map((port) => {
    // The port's mark for the board's comm type: the latest any of its rooms (or GET /lineups) has told.
    const liveMarks = port.terminais
      .flatMap((t) => live.get(t.id)?.portMarks ?? [])
      .filter((m) => m.carga_tipo_id === cargoTypeId);
    const mark = latestMark([...(port.carga_atualizada ? [port.carga_atualizada] : []), ...liveMarks]);
    const carga_atualizada = mark ? { data: mark.data, user: mark.user } : null;
    const terminais = port.terminais.map((t): BoardTerminal => {
      const data = live.get(t.id);
      if (!data?.rows) return t;
      const lineups = listOf(data.rows);
      const header = data.header ?? {};
      return { ...t, ...header, lineups, av_waiting_time: averageWaitingDays(lines(lineups)) };
    });
    const shown = lines(terminais.flatMap((t) => t.lineups)).filter((r) => r.porto_id === port.id);
    return {
      ...port,
      carga_atualizada,
      counts: statusCounts(shown),
      espera: terminais.map((t) => ({ terminal_id: t.id, name: t.name, av_waiting_time: t.av_waiting_time })),
      terminais,
    };
  });
}
