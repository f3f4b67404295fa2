import { ilike, or, sql } from "drizzle-orm";
import { matchesRowValues } from "@lineup/shared";
import type { Db } from "../db/client";
import { recordOf } from "../guards";
import { lineupsPortos, lineupTrabalhadores, navios } from "../db/schema";
import { likeTerm } from "../http/crud";
import type { PastRow } from "./as-of";
import type { BoardFilters } from "./board-query";

/** A past board's filters and order, applied to its rows in memory as the live board's query applies them. */

/** What the board's filters need beyond a row's own values. */
export interface FilterContext {
  destinationIds?: Set<number>;
  agencyClientVessels?: Set<number>;
  /** Rows whose stored shippers include one of the filter's (for rows whose lists did not change since). */
  shipperRows?: Set<number>;
}

/** Looks up what {@link matchesBoardFilters} needs: destinations matching a text, vessels that are agency clients. */
export async function filterContext(db: Db, f: BoardFilters, client: boolean): Promise<FilterContext> {
  const ctx: FilterContext = {};
  if (!client && typeof f.destination_port === "string") {
    const term = likeTerm(f.destination_port);
    ctx.destinationIds = new Set(
      (
        await db
          .select({ id: lineupsPortos.id })
          .from(lineupsPortos)
          .where(or(ilike(lineupsPortos.name, term), ilike(lineupsPortos.pais, term)))
      ).map((d) => d.id),
    );
  }
  if (!client && (f.is_agency_client === true || f.is_agency_client === "1")) {
    ctx.agencyClientVessels = new Set(
      (
        await db
          .select({ id: navios.id })
          .from(navios)
          .where(sql`${navios.is_agency_client}`)
      ).map((v) => v.id),
    );
  }
  if (!client && f.embarcadores?.length) {
    const list = `{${f.embarcadores.map((id) => Math.trunc(id)).join(",")}}`;
    const rows = await db
      .select({ id: lineupTrabalhadores.lineup_id })
      .from(lineupTrabalhadores)
      .where(
        sql`${lineupTrabalhadores.type} = 'embarcador' and ${lineupTrabalhadores.trabalhador_id} = any(${list}::int[])`,
      );
    ctx.shipperRows = new Set(rows.map((r) => r.id));
  }
  return ctx;
}

/**
 * The board's row filters (board.ts `rowFilters`) applied to a past row's values: observation rows always pass; the
 * filters on the row's own values are the live board's ({@link matchesRowValues}), the others read `ctx`.
 */
export function matchesBoardFilters(p: PastRow, f: BoardFilters, client: boolean, ctx: FilterContext): boolean {
  const r: Record<string, unknown> = p.row;
  if (r.carga_tipo_id !== f.carga_tipo_id) return false;
  if (r.is_observacao === 1) return true;
  if (!matchesRowValues(r, f, client)) return false;
  if (client) return true;
  if (f.embarcadores?.length) {
    const wanted: readonly unknown[] = f.embarcadores;
    const shipped = p.lists
      ? p.lists.embarcadores.some((w) => wanted.includes(recordOf(w, "a past shipper line").trabalhador_id))
      : ctx.shipperRows?.has(p.row.id);
    if (!shipped) return false;
  }
  if (typeof f.destination_port === "number" && r.destination_porto !== f.destination_port) return false;
  return within(ctx.destinationIds, r.destination_porto) && within(ctx.agencyClientVessels, r.navio_id);
}

/** Whether a value is in a looked-up set (no set: no such filter). */
const within = (set: ReadonlySet<unknown> | undefined, value: unknown) => !set || set.has(value);

/** The columns a past board can be ordered by. */
const ORDERABLE: readonly string[] = ["etb", "eta", "etc", "status", "qty", "id"];

/** Orders past rows as the board's query does: the chosen column ascending or descending, nulls last, then id. */
export function sortPastRows(rows: PastRow[], f: BoardFilters): PastRow[] {
  const campo = f.campo !== undefined && ORDERABLE.includes(f.campo) ? f.campo : "etb";
  const desc = f.ordem?.toLowerCase() === "desc";
  const value = (p: PastRow) => {
    const v = p.row[campo];
    return v === null || v === undefined ? null : campo === "qty" || campo === "id" ? Number(v) : String(v);
  };
  return rows.sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va !== vb) {
      if (va === null) return 1;
      if (vb === null) return -1;
      const cmp = va < vb ? -1 : 1;
      return desc ? -cmp : cmp;
    }
    return a.row.id - b.row.id;
  });
}
