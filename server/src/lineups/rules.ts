import { inArray } from "drizzle-orm";
import { POB_STATUS, TBI } from "@lineup/shared";
import type { Db } from "../db/client";
import { afretadores, agencias, bercos, cargas, lineupsPortos, navios, recebedores, trabalhadores } from "../db/schema";
import type { FieldErrors } from "../http/errors";
import type { SplitLine, WorkerLine } from "./row-schema";

/** A row as the rules see it: the stored row with the incoming changes applied. */
export interface RowDraft {
  status?: string | null;
  pob?: string | null;
  is_observacao?: number | null;
  observacao?: string | null;
  carga_tipo_id?: number | null;
  berco_id?: number | null;
  navio_id?: number | null;
  agencia_id?: number | null;
  carga_id?: number | null;
  afretador_id?: number | null;
  recebedor_id?: number | null;
  destination_porto?: number | null;
  cargas_afretadores?: SplitLine[];
  embarcadores?: WorkerLine[];
  recebedores?: WorkerLine[];
}

export interface Lookups {
  navios: Map<number, { name: string }>;
  agencias: Map<number, { name: string; is_house: boolean }>;
  cargas: Map<number, { name: string; deleted: boolean }>;
  afretadores: Map<number, { name: string }>;
  recebedores: Map<number, { name: string }>;
  destinos: Map<number, { name: string; pais: string }>;
  bercos: Map<number, { name: string; terminal_id: number }>;
  trabalhadores: Map<number, { name: string }>;
}

const ids = (values: (number | null | undefined)[]) => [
  ...new Set(values.filter((v): v is number => typeof v === "number")),
];

/** Loads every referenced item of a batch of rows in one query per table. */
export async function loadLookups(db: Db, rows: RowDraft[]): Promise<Lookups> {
  const splits = rows.flatMap((r) => r.cargas_afretadores ?? []);
  const workers = rows.flatMap((r) => [...(r.embarcadores ?? []), ...(r.recebedores ?? [])]);
  const pick = (
    k: "navio_id" | "agencia_id" | "carga_id" | "afretador_id" | "recebedor_id" | "destination_porto" | "berco_id",
  ) => rows.map((r) => r[k]);
  const byId = async <T extends { id: number }>(wanted: number[], load: (list: number[]) => Promise<T[]>) =>
    new Map((wanted.length ? await load(wanted) : []).map((row) => [row.id, row] as const));
  const [n, a, c, f, r, d, b, w] = await Promise.all([
    byId(ids(pick("navio_id")), (l) =>
      db.select({ id: navios.id, name: navios.name }).from(navios).where(inArray(navios.id, l)),
    ),
    byId(ids(pick("agencia_id")), (l) =>
      db
        .select({ id: agencias.id, name: agencias.name, is_house: agencias.is_house })
        .from(agencias)
        .where(inArray(agencias.id, l)),
    ),
    byId(ids([...pick("carga_id"), ...splits.map((s) => s.carga_id)]), async (l) =>
      (
        await db
          .select({ id: cargas.id, name: cargas.name, deleted_at: cargas.deleted_at })
          .from(cargas)
          .where(inArray(cargas.id, l))
      ).map((x) => ({ ...x, deleted: x.deleted_at !== null })),
    ),
    byId(ids([...pick("afretador_id"), ...splits.map((s) => s.afretador_id)]), (l) =>
      db.select({ id: afretadores.id, name: afretadores.name }).from(afretadores).where(inArray(afretadores.id, l)),
    ),
    byId(ids([...pick("recebedor_id"), ...splits.map((s) => s.recebedor_id)]), (l) =>
      db.select({ id: recebedores.id, name: recebedores.name }).from(recebedores).where(inArray(recebedores.id, l)),
    ),
    byId(ids(pick("destination_porto")), (l) =>
      db
        .select({ id: lineupsPortos.id, name: lineupsPortos.name, pais: lineupsPortos.pais })
        .from(lineupsPortos)
        .where(inArray(lineupsPortos.id, l)),
    ),
    byId(ids(pick("berco_id")), (l) =>
      db
        .select({ id: bercos.id, name: bercos.name, terminal_id: bercos.terminal_id })
        .from(bercos)
        .where(inArray(bercos.id, l)),
    ),
    byId(ids(workers.map((x) => x.trabalhador_id)), (l) =>
      db
        .select({ id: trabalhadores.id, name: trabalhadores.name })
        .from(trabalhadores)
        .where(inArray(trabalhadores.id, l)),
    ),
  ]);
  return {
    navios: n,
    agencias: a,
    cargas: c,
    afretadores: f,
    recebedores: r,
    destinos: d,
    bercos: b,
    trabalhadores: w,
  };
}

const isTbi = (name: string | undefined) => !name || name.trim().toUpperCase() === TBI;
export const INFORM_ALL_FIELDS = "Please inform all fields";

/**
 * The rules of spec.md sections 4 and 5 for one row, keyed under `prefix`
 * (`list.3.` for the table, empty for the form): references exist, required
 * fields are present, POB needs its time, Sailed needs real parties.
 */
export function validateRow(
  row: RowDraft,
  terminalId: number,
  lk: Lookups,
  prefix = "",
  splitKey = "cargas_afretadores",
): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, text: string) => (errors[`${prefix}${field}`] ??= []).push(text);

  if (row.is_observacao === 1) {
    if (!row.observacao?.trim()) add("observacao", "The note text is required.");
    if (!row.carga_tipo_id) add("carga_tipo_id", "The comm type field is required.");
    return errors;
  }
  if (!row.status) add("status", "The status field is required.");
  const check = (
    field: string,
    value: number | null | undefined,
    map: Map<number, unknown>,
    label: string,
    required: boolean,
  ) => {
    if (value === null || value === undefined) {
      if (required) add(field, `The ${label} field is required.`);
    } else if (!map.has(value)) add(field, `The selected ${label} is invalid.`);
  };
  check("navio_id", row.navio_id, lk.navios, "vessel", false);
  check("agencia_id", row.agencia_id, lk.agencias, "agency", false);
  check("carga_id", row.carga_id, lk.cargas, "comm", true);
  check("afretador_id", row.afretador_id, lk.afretadores, "charterer", true);
  check("recebedor_id", row.recebedor_id, lk.recebedores, "receiver", true);
  check("destination_porto", row.destination_porto, lk.destinos, "destination port", true);
  if (row.carga_id && lk.cargas.get(row.carga_id)?.deleted) add("carga_id", "The selected comm was removed.");
  if (row.berco_id && lk.bercos.has(row.berco_id) && lk.bercos.get(row.berco_id)?.terminal_id !== terminalId)
    add("berco_id", "The berth does not belong to the terminal.");
  else check("berco_id", row.berco_id, lk.bercos, "berth", false);

  (row.cargas_afretadores ?? []).forEach((s, j) => {
    const key = `${splitKey}.${j}`;
    check(`${key}.carga_id`, s.carga_id, lk.cargas, "comm", splitKey === "cargas");
    check(`${key}.afretador_id`, s.afretador_id, lk.afretadores, "charterer", splitKey !== "cargas");
    check(`${key}.recebedor_id`, s.recebedor_id, lk.recebedores, "receiver", false);
    if (splitKey !== "cargas" && (s.qty === null || s.qty === undefined || s.qty === ""))
      add(`${key}.qty`, "The quantity field is required.");
  });
  for (const list of ["embarcadores", "recebedores"] as const) {
    (row[list] ?? []).forEach((w, j) =>
      check(`${list}.${j}.trabalhador_id`, w.trabalhador_id, lk.trabalhadores, "worker", true),
    );
  }

  if (row.status === POB_STATUS && !row.pob) add("pob", "The POB time is required for the POB status.");
  if (row.status === "Sailed") {
    const unknown =
      isTbi(row.navio_id ? lk.navios.get(row.navio_id)?.name : undefined) ||
      isTbi(row.carga_id ? lk.cargas.get(row.carga_id)?.name : undefined) ||
      isTbi(row.afretador_id ? lk.afretadores.get(row.afretador_id)?.name : undefined) ||
      isTbi(row.destination_porto ? lk.destinos.get(row.destination_porto)?.pais : undefined) ||
      isTbi(row.agencia_id ? lk.agencias.get(row.agencia_id)?.name : undefined);
    if (unknown) add("status", INFORM_ALL_FIELDS);
  }
  return errors;
}
