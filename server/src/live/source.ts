import { and, eq } from "drizzle-orm";
import { TBI, type LivePortMark, type LiveTerminalHeader, isRecord } from "@lineup/shared";
import type { Db } from "../db/client";
import { listOf, recordOf } from "../guards";
import { cargasTipos, lineups, portoCargaAtualizacoes, terminais, users } from "../db/schema";
import { CLIENT_HIDDEN } from "@lineup/shared/wire/board";
import { anyId, presentRows } from "../lineups/present-rows";

/** A line-up row as `GET /lineups` shapes it. */
export type Row = Record<string, unknown>;

/** A terminal's header values (the shared `meta.terminal` contract) and its port's marks (`meta.port_marks`). */
export type TerminalHeader = LiveTerminalHeader & { port_marks?: LivePortMark[] };

/** Where a live terminal's rows and header come from: the live layer knows nothing else of the database. */
export interface TerminalSource {
  /** The terminal's rows (all, or those of `ids` still on it) in the staff shape, keyed by id. */
  loadRows(ids?: number[]): Promise<Map<number, Row>>;
  /** The header, or null when the terminal no longer exists. */
  loadHeader(): Promise<TerminalHeader | null>;
}

/** One terminal's rows and header, loaded once per change whatever the number of rooms and sockets. */
export function terminalSource(db: Db, terminalId: number): TerminalSource {
  return {
    async loadRows(ids) {
      if (ids && !ids.length) return new Map();
      const rows = await db
        .select()
        .from(lineups)
        .where(and(eq(lineups.terminal_id, terminalId), ids ? anyId(lineups.id, ids) : undefined));
      const shaped = await presentRows(db, rows, { client: false });
      return new Map(shaped.map((r) => [Number(r.id), r]));
    },
    async loadHeader() {
      const [header] = await db
        .select({
          name: terminais.name,
          rate: terminais.rate,
          av_dw_bw: terminais.av_dw_bw,
          max_draft: terminais.max_draft,
          draft_berth: terminais.draft_berth,
          loa: terminais.loa,
          remark: terminais.remark,
          atualizado_data: terminais.atualizado_data,
          atualizador: users.name,
          porto_id: terminais.porto_id,
        })
        .from(terminais)
        .leftJoin(users, eq(users.id, terminais.atualizado_id))
        .where(eq(terminais.id, terminalId));
      if (!header) return null;
      const { porto_id, ...values } = header;
      const port_marks = await db
        .select({
          carga_tipo_id: portoCargaAtualizacoes.carga_tipo_id,
          carga_tipo: cargasTipos.name,
          data: portoCargaAtualizacoes.atualizado_data,
          user: users.name,
        })
        .from(portoCargaAtualizacoes)
        .innerJoin(cargasTipos, eq(cargasTipos.id, portoCargaAtualizacoes.carga_tipo_id))
        .leftJoin(users, eq(users.id, portoCargaAtualizacoes.atualizado_id))
        .where(eq(portoCargaAtualizacoes.porto_id, porto_id))
        .orderBy(portoCargaAtualizacoes.carga_tipo_id);
      return { ...values, port_marks };
    },
  };
}

/**
 * The client projection of a staff-shaped row, in memory: what
 * `presentRows(db, rows, { client: true })` returns for the same row (a test
 * holds them equal). A "to be informed" berth shows blank, the vessel without
 * its agency flag, split lines without receivers, hidden fields absent.
 */
export function clientRow(row: Row): Row {
  const shaped: Row = { ...row };
  const berth = row.berco;
  if (isRecord(berth) && typeof berth.name === "string" && berth.name.trim().toUpperCase() === TBI)
    shaped.berco = { ...berth, name: "" };
  const vessel = row.navio;
  if (isRecord(vessel)) shaped.navio = { id: vessel.id, name: vessel.name, imo: vessel.imo };
  shaped.cargas_afretadores = listOf(row.cargas_afretadores, "a row's split lines").map((line) => {
    const { recebedor_id: _id, recebedor: _name, ...split } = recordOf(line, "a split line");
    return split;
  });
  for (const key of CLIENT_HIDDEN) delete shaped[key];
  return shaped;
}
