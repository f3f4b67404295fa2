import { and, asc, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { isClient } from "@lineup/shared";
import type { Db } from "../db/client";
import { lineups, portos, terminais } from "../db/schema";
import type { UserRow } from "../users/repository";
import { BOARD_COLUMNS, driverRows, loadBoard } from "./board";
import { boardPortsWhere, boardTerminalsWhere, ORDERABLE, orderKey, rowFilters } from "./board-where";
import { presentRows, type BoardSourceRow } from "./present-rows";
import type { BoardFilters } from "./board-query";
import type { ClientBoardRow } from "@lineup/shared/wire/board";
import { lineupScope, lineupScopeWhere } from "./scope";

/**
 * Rows read per query: one page is shaped (names, split lines) and handed on before the next is read (a few MiB; larger
 * pages mean fewer scans of the terminal).
 */
export const EXPORT_PAGE_ROWS = 2_500;

/** A terminal of the export: its header and its rows as they are read, page by page. */
export interface StreamedTerminal {
  id: number;
  name: string;
  remark: string | null;
  /** Read page by page as the sheet is written; a past board's rows are one list (they are rebuilt together). */
  lineups: AsyncIterable<ClientBoardRow> | Iterable<ClientBoardRow>;
}

export interface StreamedPort {
  id: number;
  name: string;
  terminais: StreamedTerminal[];
}

/** Where a page ends in the board's order (`orderCol` nulls last, then id). */
interface PageEnd {
  value: unknown;
  id: number;
}

/**
 * The rows after `end` in the board's order: a later value, the same value and a later id, or (nulls last) no value.
 */
function afterEnd(col: AnyColumn, desc: boolean, end: PageEnd): SQL {
  if (end.value === null || end.value === undefined) return sql`(${col} is null and ${lineups.id} > ${end.id})`;
  const beyond = desc ? sql`${col} < ${end.value}` : sql`${col} > ${end.value}`;
  return sql`(${beyond} or (${col} = ${end.value} and ${lineups.id} > ${end.id}) or ${col} is null)`;
}

/**
 * The same ports, terminals and rows as {@link loadBoard} for these filters
 * and this user, in the same order, for the spreadsheet export: the ports and
 * terminals are read at once, each terminal's rows only when it is iterated,
 * {@link EXPORT_PAGE_ROWS} at a time (keyset pages on the board's order, so
 * each page is one indexed query however far into the terminal it is). Memory
 * holds one page, not the board. The pages are separate reads: a row saved
 * while a large export is being written may show its value before or after
 * that save.
 */
export async function streamBoard(
  db: Db,
  user: UserRow,
  f: BoardFilters,
  { pageRows = EXPORT_PAGE_ROWS }: { pageRows?: number } = {},
): Promise<StreamedPort[]> {
  const client = isClient(user);
  const scope = await lineupScope(db, user);
  const portRows = await db
    .select({ id: portos.id, name: portos.name })
    .from(portos)
    .where(boardPortsWhere(f, scope))
    .orderBy(asc(portos.ordem), asc(portos.name));
  if (!portRows.length) return [];

  const terminalRows = await db
    .select({ id: terminais.id, name: terminais.name, remark: terminais.remark, porto_id: terminais.porto_id })
    .from(terminais)
    .where(
      boardTerminalsWhere(
        db,
        f,
        portRows.map((p) => p.id),
      ),
    )
    .orderBy(asc(terminais.id));

  const key = orderKey(f.campo);
  const orderCol = ORDERABLE[key];
  const desc = f.ordem?.toLowerCase() === "desc";
  const rowWhere = [eq(lineups.carga_tipo_id, f.carga_tipo_id), lineupScopeWhere(scope), ...rowFilters(f, client)];

  async function* rowsOf(terminalId: number): AsyncGenerator<ClientBoardRow> {
    let end: PageEnd | undefined;
    for (;;) {
      const page = await driverRows<BoardSourceRow>(
        db,
        db
          .select(BOARD_COLUMNS)
          .from(lineups)
          .where(and(eq(lineups.terminal_id, terminalId), ...rowWhere, end ? afterEnd(orderCol, desc, end) : undefined))
          .orderBy(desc ? sql`${orderCol} desc nulls last` : sql`${orderCol} asc nulls last`, asc(lineups.id))
          .limit(pageRows),
      );
      if (!page.length) return;
      yield* await presentRows(db, page, { client, commIds: scope.commIds });
      if (page.length < pageRows) return;
      const last = page.at(-1);
      if (!last) return;
      end = { value: last[key], id: last.id };
    }
  }

  return portRows
    .map((p) => ({
      id: p.id,
      name: p.name,
      terminais: terminalRows
        .filter((t) => t.porto_id === p.id)
        .map((t) => ({
          id: t.id,
          name: t.name,
          remark: t.remark,
          lineups: { [Symbol.asyncIterator]: () => rowsOf(t.id) },
        })),
    }))
    .filter((p) => p.terminais.length > 0);
}

/**
 * The ports, terminals and rows of an export: the live board streamed
 * ({@link streamBoard}), or with `as_of` the board as it stood then, built as
 * `GET /lineups?as_of=` builds it (same scoping, filters and order; 422 in
 * words for a time in the future or before the history). `asOf` is the
 * instant read (ISO), for the file's name and the e-mail's words.
 */
export async function boardForExport(
  db: Db,
  user: UserRow,
  f: BoardFilters,
): Promise<{ ports: StreamedPort[]; asOf: string | null }> {
  if (f.as_of === undefined) return { ports: await streamBoard(db, user, f), asOf: null };
  const past = await loadBoard(db, user, f);
  const ports = past.portos.map((p) => ({
    id: p.id,
    name: p.name,
    terminais: p.terminais.map((t) => ({ id: t.id, name: t.name, remark: t.remark, lineups: t.lineups })),
  }));
  return { ports, asOf: past.filtros.as_of ?? null };
}
