import type { Peer, PeerCell } from "./terminal-room";

/** One person in a room, however many tabs they have open there. */
export interface PresentPerson {
  user: Peer["user"];
  /** The cell they are on now: of their tabs, an open editor first, then the latest move. */
  cell: PeerCell | null;
  /** Tabs of theirs in the room. */
  tabs: number;
}

/** Which of two cells is where the person is now: an open editor wins, then the later move, then the tab seen first. */
const nowAt = (a: PeerCell | null, b: PeerCell | null): PeerCell | null => {
  if (!a || !b) return a ?? b;
  if (Boolean(a.open) !== Boolean(b.open)) return a.open ? a : b;
  return (b.at ?? 0) > (a.at ?? 0) ? b : a;
};

/** Groups a room's tabs by person (user id), in the order they were first seen. */
export function peoplePresent(peers: readonly Peer[]): PresentPerson[] {
  const byUser = new Map<number, PresentPerson>();
  for (const p of [...peers].sort((a, b) => a.clientId - b.clientId)) {
    const known = byUser.get(p.user.id);
    if (known) byUser.set(p.user.id, { ...known, cell: nowAt(known.cell, p.editing), tabs: known.tabs + 1 });
    else byUser.set(p.user.id, { user: p.user, cell: p.editing, tabs: 1 });
  }
  return [...byUser.values()];
}
