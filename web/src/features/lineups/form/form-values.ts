import {
  CLIENT_TYPES,
  DEFAULT_FORM_STATUS,
  LINEUP_STATUSES,
  POB_STATUS,
  QTY_UNITS,
  type ClientType,
  type LineupStatus,
  type QtyUnit,
  isOneOf,
} from "@lineup/shared";
import type { Path } from "react-hook-form";
import { TIME_24H } from "@/shared/inputs/time-input";
import { NO_DATES_OR_PARTIES } from "../blank-call";
import type { LineupRecord } from "./api/get-lineup";
import type { LineupPayload } from "./api/save-lineup";

/** An extra comm row of the Comms section. Select values are strings, as Mantine's selects hold them. */
export interface CommRowValues {
  id?: number;
  carga_id: string | null;
  qty: string | null;
  afretador_id: string | null;
}

export interface WorkerRowValues {
  id?: number;
  trabalhador_id: string | null;
  qty: string | null;
}

/** The form's state; names follow the API so 422 errors land under the right input. */
export interface LineupFormValues {
  carga_tipo_id: string | null;
  porto_id: string | null;
  terminal_id: string | null;
  berco_id: string | null;
  navio_id: string | null;
  status: LineupStatus | null;
  pob: string;
  is_observacao: "0" | "1";
  observacao: string;
  carga_id: string | null;
  qty: string | null;
  qty_unidade: QtyUnit;
  eta: string | null;
  etb: string | null;
  etc: string | null;
  afretador_id: string | null;
  recebedor_id: string | null;
  destination_porto: string | null;
  agencia_id: string | null;
  client_type: ClientType | null;
  cargas: CommRowValues[];
  embarcadores: WorkerRowValues[];
  recebedores: WorkerRowValues[];
}

/** A new form: status Loading (spec.md section 4), tonnes, nothing else chosen. */
export const EMPTY_FORM: LineupFormValues = {
  carga_tipo_id: null,
  porto_id: null,
  terminal_id: null,
  berco_id: null,
  navio_id: null,
  status: DEFAULT_FORM_STATUS,
  pob: "",
  is_observacao: "0",
  observacao: "",
  carga_id: null,
  qty: null,
  qty_unidade: "t",
  ...NO_DATES_OR_PARTIES,
  cargas: [],
  embarcadores: [],
  recebedores: [],
};

const toText = (id: number | null | undefined) => (id === null || id === undefined ? null : String(id));
const toId = (text: string | null | undefined) => (text ? Number(text) : null);
const isStatus = isOneOf(LINEUP_STATUSES);
const isClientType = isOneOf(CLIENT_TYPES);
const isUnit = isOneOf(QTY_UNITS);

/**
 * A loaded row as form values. A row saved without its cargo type (older rows,
 * table saves) takes the type of its comm, so the comm still shows among the
 * options of that type.
 */
export function valuesFromRecord(
  row: LineupRecord,
  comms: ReadonlyArray<{ id: number; tipo_id: number }>,
): LineupFormValues {
  const typeId = row.carga_tipo_id ?? comms.find((c) => c.id === row.carga_id)?.tipo_id ?? null;
  return {
    carga_tipo_id: toText(typeId),
    porto_id: toText(row.porto_id),
    terminal_id: toText(row.terminal_id),
    berco_id: toText(row.berco_id),
    navio_id: toText(row.navio_id),
    status: isStatus(row.status) ? row.status : null,
    pob: row.pob ? row.pob.slice(0, 5) : "",
    is_observacao: row.is_observacao === 1 ? "1" : "0",
    observacao: row.observacao ?? "",
    carga_id: toText(row.carga_id),
    qty: row.qty,
    qty_unidade: isUnit(row.qty_unidade) ? row.qty_unidade : "t",
    eta: row.eta,
    etb: row.etb,
    etc: row.etc,
    afretador_id: toText(row.afretador_id),
    recebedor_id: toText(row.recebedor_id),
    destination_porto: toText(row.destination_porto),
    agencia_id: toText(row.agencia_id),
    client_type: isClientType(row.client_type) ? row.client_type : null,
    cargas: row.cargas_afretadores.map((s) => ({
      id: s.id,
      carga_id: toText(s.carga_id),
      qty: s.qty,
      afretador_id: toText(s.afretador_id),
    })),
    embarcadores: (row.embarcadores ?? []).map((w) => ({
      id: w.id,
      trabalhador_id: toText(w.trabalhador_id),
      qty: w.qty,
    })),
    recebedores: (row.recebedores ?? []).map((w) => ({
      id: w.id,
      trabalhador_id: toText(w.trabalhador_id),
      qty: w.qty,
    })),
  };
}

const workers = (rows: WorkerRowValues[]) =>
  rows.flatMap((w) => {
    const trabalhador_id = toId(w.trabalhador_id);
    // A worker line without a worker is an unfinished line, not something to save.
    return trabalhador_id === null ? [] : [{ ...(w.id !== undefined && { id: w.id }), trabalhador_id, qty: w.qty }];
  });

/**
 * Form values as the API body. Port and terminal are left out when empty, so
 * the server answers 'required' under them; the POB time and the note text
 * are sent only with the status or row type they belong to.
 */
export function payloadFromValues(v: LineupFormValues, version?: number): LineupPayload {
  const porto = toId(v.porto_id);
  const terminal = toId(v.terminal_id);
  const note = v.is_observacao === "1";
  return {
    ...(porto !== null && { porto_id: porto }),
    ...(terminal !== null && { terminal_id: terminal }),
    berco_id: toId(v.berco_id),
    carga_tipo_id: toId(v.carga_tipo_id),
    status: v.status,
    pob: v.status === POB_STATUS && v.pob ? v.pob : null,
    is_observacao: note ? 1 : 0,
    observacao: note ? v.observacao : null,
    navio_id: toId(v.navio_id),
    agencia_id: toId(v.agencia_id),
    carga_id: toId(v.carga_id),
    afretador_id: toId(v.afretador_id),
    recebedor_id: toId(v.recebedor_id),
    destination_porto: toId(v.destination_porto),
    client_type: v.client_type,
    qty: v.qty,
    qty_unidade: v.qty_unidade,
    eta: v.eta,
    etb: v.etb,
    etc: v.etc,
    cargas: v.cargas.map((c) => ({
      ...(c.id !== undefined && { id: c.id }),
      carga_id: toId(c.carga_id),
      qty: c.qty,
      afretador_id: toId(c.afretador_id),
    })),
    embarcadores: workers(v.embarcadores),
    recebedores: workers(v.recebedores),
    ...(version !== undefined && { version }),
  };
}

/**
 * The required fields left empty (and a POB time not hh:mm), with the server's words, so the form can
 * show them before asking "Do you confirm…?" (the server checks again). A note
 * needs only its place and text; a line also its status, comm and parties.
 */
export function formProblems(v: LineupFormValues): Array<[Path<LineupFormValues>, string]> {
  const missing: Array<[Path<LineupFormValues>, string]> = [];
  const need = (field: Path<LineupFormValues>, value: string | null, label: string) => {
    if (value === null || value.trim() === "") missing.push([field, `The ${label} field is required.`]);
  };
  need("carga_tipo_id", v.carga_tipo_id, "type");
  need("porto_id", v.porto_id, "port");
  need("terminal_id", v.terminal_id, "terminal");
  if (v.is_observacao === "1") {
    if (!v.observacao.trim()) missing.push(["observacao", "The note text is required."]);
    return missing;
  }
  need("status", v.status, "status");
  if (v.status === POB_STATUS && !v.pob) missing.push(["pob", "The POB time is required for the POB status."]);
  else if (v.status === POB_STATUS && !TIME_24H.test(v.pob))
    missing.push(["pob", "The POB time must be hh:mm, 24-hour (e.g. 17:30)."]);
  need("carga_id", v.carga_id, "comm");
  need("afretador_id", v.afretador_id, "charterer");
  need("recebedor_id", v.recebedor_id, "receiver");
  need("destination_porto", v.destination_porto, "destination port");
  // An extra comm row needs what a split line of the table needs: its comm, charterer and quantity.
  v.cargas.forEach((c, i) => {
    need(`cargas.${i}.carga_id`, c.carga_id, "comm");
    need(`cargas.${i}.afretador_id`, c.afretador_id, "charterer");
    need(`cargas.${i}.qty`, c.qty, "quantity");
  });
  return missing;
}
