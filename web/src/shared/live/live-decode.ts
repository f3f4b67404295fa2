import { isRecord } from "@lineup/shared";
import type { LiveMeta, LivePortMark, LiveTerminalHeader } from "@lineup/shared";
import type { Peer, PeerCell } from "./room-types";

/**
 * The one decoder of what a live room sends untyped (its `meta` map, awareness states) and of
 * what a page kept of it: each value is checked before it is given its `@lineup/shared` type.
 */

/**
 * A live room's `meta` as decoded: each field of `LiveMeta`, or null while the server does not
 * send it (or sends it unreadable).
 */
export type LiveRoomMeta = { [K in keyof LiveMeta]: LiveMeta[K] | null };

const text = (v: unknown) => (typeof v === "string" ? v : null);
const num = (v: unknown) => (typeof v === "number" ? v : null);

/** Whether a value is a port's mark as the room (or a kept copy) carries it. */
export const isLivePortMark = (m: unknown): m is LivePortMark =>
  isRecord(m) &&
  typeof m.carga_tipo_id === "number" &&
  typeof m.carga_tipo === "string" &&
  typeof m.data === "string" &&
  (m.user === null || typeof m.user === "string");

/** The well-formed marks of a list; null when it is no list. */
export const portMarksIn = (v: unknown): LivePortMark[] | null => (Array.isArray(v) ? v.filter(isLivePortMark) : null);

/** A terminal's header values; null when there is none. */
function headerIn(v: unknown): LiveTerminalHeader | null {
  if (!isRecord(v)) return null;
  return {
    name: text(v.name) ?? "",
    rate: text(v.rate),
    av_dw_bw: text(v.av_dw_bw),
    max_draft: text(v.max_draft),
    draft_berth: text(v.draft_berth),
    loa: text(v.loa),
    remark: text(v.remark),
    atualizado_data: text(v.atualizado_data),
    atualizador: text(v.atualizador),
  };
}

/** A room's (or a kept copy's) counts of berthed, waiting and expected calls; null unless all three are numbers. */
export function countsIn(v: unknown): LiveMeta["counts"] | null {
  if (!isRecord(v)) return null;
  const { berthed, waiting, expected } = v;
  return typeof berthed === "number" && typeof waiting === "number" && typeof expected === "number"
    ? { berthed, waiting, expected }
    : null;
}

/** A live room's `meta` map (as `toJSON` gives it), field by field. */
export function liveMetaOf(meta: Record<string, unknown>): LiveRoomMeta {
  return {
    epoch: text(meta.epoch),
    terminal_id: num(meta.terminal_id),
    terminal: headerIn(meta.terminal),
    updated_at: text(meta.updated_at),
    updated_by: text(meta.updated_by),
    port_marks: portMarksIn(meta.port_marks),
    counts: countsIn(meta.counts),
    av_waiting_time: num(meta.av_waiting_time),
  };
}

/** The cell an awareness state says its person is on; null when none (or unreadable). */
function cellIn(v: unknown): PeerCell | null {
  if (!isRecord(v) || typeof v.rowId !== "number" || typeof v.field !== "string") return null;
  const cell: PeerCell = { rowId: v.rowId, field: v.field };
  if (typeof v.open === "boolean") cell.open = v.open;
  if (typeof v.at === "number") cell.at = v.at;
  return cell;
}

/** Who an awareness state is and where: null for a state with no user (a read-only socket, a state being cleared). */
export function presenceIn(state: unknown): Omit<Peer, "clientId"> | null {
  if (!isRecord(state) || !isRecord(state.user)) return null;
  const { id, name, color } = state.user;
  if (typeof id !== "number" || typeof name !== "string" || typeof color !== "string") return null;
  return { user: { id, name, color }, editing: cellIn(state.editing) };
}
