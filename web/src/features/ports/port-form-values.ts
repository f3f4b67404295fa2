import { DEFAULT_TIME_ZONE, type BunkerOption } from "@lineup/shared";
import type { PortPayload } from "./api/save-port";
import type { PortRecord, TerminalRecord } from "./api/types";

/** A berth row of the form; `berthId` is the saved berth's id (absent for new ones). */
export interface BerthValues {
  berthId?: number;
  name: string;
}

/** A terminal of the form; text inputs hold text so the server can name what is wrong. */
export interface TerminalValues {
  terminalId?: number;
  name: string;
  rate: string;
  av_dw_bw: string;
  max_draft: string;
  draft_berth: string;
  loa: string;
  remark: string;
  cargas_ids: number[];
  bercos: BerthValues[];
}

export interface PortFormValues {
  name: string;
  max_draft: string;
  bunker: BunkerOption | "";
  ordem: number | "";
  /** Decimal degrees, or empty (no forecast for the port). */
  latitude: number | "";
  longitude: number | "";
  /** The port's IANA time zone (its statistics' days, its "today"). */
  time_zone: string;
  terminais: TerminalValues[];
}

export const emptyTerminal = (): TerminalValues => ({
  name: "",
  rate: "",
  av_dw_bw: "",
  max_draft: "",
  draft_berth: "",
  loa: "",
  remark: "",
  cargas_ids: [],
  bercos: [],
});

const terminalValues = (t: TerminalRecord): TerminalValues => ({
  terminalId: t.id,
  name: t.name,
  rate: t.rate ?? "",
  av_dw_bw: t.av_dw_bw ?? "",
  max_draft: t.max_draft ?? "",
  draft_berth: t.draft_berth ?? "",
  loa: t.loa ?? "",
  remark: t.remark ?? "",
  cargas_ids: t.cargas_ids,
  bercos: t.bercos.map((b) => ({ berthId: b.id, name: b.name })),
});

/** The form's starting values: a saved port, or an empty one. */
export function portFormValues(port: PortRecord | undefined): PortFormValues {
  if (!port)
    return {
      name: "",
      max_draft: "",
      bunker: "",
      ordem: "",
      latitude: "",
      longitude: "",
      time_zone: DEFAULT_TIME_ZONE,
      terminais: [],
    };
  return {
    name: port.name,
    max_draft: port.max_draft ?? "",
    bunker: port.bunker ?? "",
    ordem: port.ordem,
    latitude: port.latitude ?? "",
    longitude: port.longitude ?? "",
    time_zone: port.time_zone,
    terminais: port.terminais.map(terminalValues),
  };
}

/** The input's value, or undefined when it was left empty: the request's JSON then leaves the key out. */
const filled = <V>(value: V | ""): V | undefined => (value === "" ? undefined : value);

/** The save payload: removed terminals and berths are simply not in it, which the server reads as deletion. */
export function portPayload(values: PortFormValues): PortPayload {
  return {
    name: values.name,
    max_draft: filled(values.max_draft.trim()),
    bunker: filled(values.bunker),
    ordem: filled(values.ordem),
    // Emptied coordinates are sent as null: the port stops having a forecast.
    latitude: values.latitude === "" ? null : values.latitude,
    longitude: values.longitude === "" ? null : values.longitude,
    time_zone: values.time_zone,
    terminais: values.terminais.map((t) => ({
      ...(t.terminalId === undefined ? {} : { id: t.terminalId }),
      name: t.name,
      rate: t.rate,
      av_dw_bw: t.av_dw_bw,
      max_draft: filled(t.max_draft.trim()),
      draft_berth: filled(t.draft_berth.trim()),
      loa: filled(t.loa.trim()),
      remark: t.remark === "" ? null : t.remark,
      cargas_ids: t.cargas_ids,
      bercos: t.bercos.map((b) => ({ ...(b.berthId === undefined ? {} : { id: b.berthId }), name: b.name })),
    })),
  };
}
