import type { Notification } from "@lineup/shared/wire/watches";

/** The board hides Sailed rows unless asked: a link to a sailed row asks for every status. */
const SAILED = "Sailed";

/**
 * Whether a newer entry of the list is about the same row: the row has changed since this one,
 * so its link shows the board as it stood then.
 */
export function changedSinceIn(n: Notification, items: readonly Notification[]): boolean {
  if (n.lineup_id === null) return false;
  const at = Date.parse(n.at);
  return items.some((m) => m.id !== n.id && m.lineup_id === n.lineup_id && Date.parse(m.at) > at);
}

/**
 * Where an entry leads: its row on the board (`type`, `port`, `row` to scroll to and flash it), or
 * the board *As of* the entry's instant when the row has changed since (a removed row: the instant
 * before its removal, when it was still there). A terminal's entry leads to its port's board.
 */
export function notificationLink(n: Notification, changedSince: boolean): string {
  const q = new URLSearchParams();
  if (n.carga_tipo_id !== null) q.set("type", String(n.carga_tipo_id));
  q.set("port", String(n.porto_id));
  if (n.after === SAILED || n.before === SAILED) q.set("status", "");
  if (n.lineup_id !== null) q.set("row", String(n.lineup_id));
  const removed = n.kind === "removed";
  if ((removed || changedSince) && n.lineup_id !== null) {
    const at = Date.parse(n.at);
    if (!Number.isNaN(at)) q.set("as_of", new Date(removed ? at - 1_000 : at).toISOString());
  }
  return `/lineups/listar?${q.toString()}`;
}
