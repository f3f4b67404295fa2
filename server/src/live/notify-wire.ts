import { Type, type Static } from "typebox";
import { Value } from "typebox/value";
import type { LineupChange } from "../lineups/events";

/*
 * The NOTIFY payloads by which instances on one PostgreSQL tell each other what changed (DESIGN.md "Scale-out"):
 * written by the publisher inside each transaction, read by every other instance's live bus.
 */

/** The channel of row and terminal changes; access changes go on `${LIVE_CHANNEL}_access`. */
export const LIVE_CHANNEL = "lineup_changes";

/** A committed change to rows of one terminal: ids, and the committed rows when it was saved on this instance. */
export type RowsChange = Pick<
  LineupChange,
  "terminal_id" | "row_ids" | "deleted_ids" | "deleted_versions" | "committed"
>;

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (its default block size). A change is sent in as few
 * notifications as fit under this many bytes each (ASCII JSON: one character, one byte): about 700 row ids, or
 * 350 deleted ids with their versions, per notification.
 */
export const MAX_NOTIFY_BYTES = 7900;

/**
 * Payload of the change channel: rows `{ t, r, d, v }` (`v`: the version each of `d` left at, when known), or a
 * terminal's header `{ t, h: 1 }`; `o` names the instance that sent it. A change too large for one notification
 * is sent in `n` parts, each with the change's number `c` on its instance: they are applied together once all
 * have been heard, so the change costs the receiving instance one reload, not one per part.
 */
export const ChangePayload = Type.Object({
  o: Type.String(),
  t: Type.Number(),
  c: Type.Optional(Type.Number()),
  n: Type.Optional(Type.Number()),
  r: Type.Optional(Type.Array(Type.Number())),
  d: Type.Optional(Type.Array(Type.Number())),
  v: Type.Optional(Type.Array(Type.Union([Type.Number(), Type.Null()]))),
  h: Type.Optional(Type.Literal(1)),
});
export type ChangePayload = Static<typeof ChangePayload>;
export const isChangePayload = (value: unknown): value is ChangePayload => Value.Check(ChangePayload, value);

/** The versions of a payload's deleted rows, by id. */
export const deletedVersions = (p: ChangePayload) =>
  Object.fromEntries((p.d ?? []).flatMap((id, i) => (typeof p.v?.[i] === "number" ? [[id, p.v[i]]] : [])));

/** Payload of the access channel: `k` is "u" (user) or "d" (display). */
export const AccessPayload = Type.Object({
  o: Type.String(),
  k: Type.Union([Type.Literal("u"), Type.Literal("d")]),
  i: Type.Number(),
});
export type AccessPayload = Static<typeof AccessPayload>;
export const isAccessPayload = (value: unknown): value is AccessPayload => Value.Check(AccessPayload, value);

/**
 * The NOTIFY payloads of a change of rows: as few as fit under `maxBytes` each (the last part may be smaller); `c`
 * numbers the change when it needs more than one.
 */
export function changePayloads(instance: string, change: RowsChange, c: number, maxBytes = MAX_NOTIFY_BYTES): string[] {
  const items = [
    ...change.row_ids.map((id) => ({ id, deleted: false, version: null })),
    ...change.deleted_ids.map((id) => ({ id, deleted: true, version: change.deleted_versions?.[id] ?? null })),
  ];
  // Room for the fixed keys with the largest part numbers, then each id's own characters (and its version's).
  const fixed = JSON.stringify({ o: instance, t: change.terminal_id, c, n: items.length, i: items.length }).length;
  const room = maxBytes - fixed - '"r":[],"d":[],"v":[],'.length;
  const cost = (x: (typeof items)[number]) => String(x.id).length + 1 + (x.deleted ? String(x.version).length + 1 : 0);
  const parts: (typeof items)[] = [[]];
  let used = 0;
  for (const x of items) {
    const last = parts[parts.length - 1] ?? [];
    if (last.length && used + cost(x) > room) {
      parts.push([x]);
      used = cost(x);
    } else {
      last.push(x);
      used += cost(x);
    }
  }
  return parts.map((part) => {
    const d = part.filter((x) => x.deleted);
    const payload: ChangePayload = {
      o: instance,
      t: change.terminal_id,
      ...(parts.length > 1 ? { c, n: parts.length } : {}),
      r: part.filter((x) => !x.deleted).map((x) => x.id),
      d: d.map((x) => x.id),
      v: d.map((x) => x.version),
    };
    return JSON.stringify(payload);
  });
}
