import { useEffect, useSyncExternalStore } from "react";
import type { LiveStatus } from "./live-state";

/** Whether this page can reach the server, and what waits to be saved until it can. */
export interface Connectivity {
  /** The browser is offline, or every live room of the page lost the server. */
  offline: boolean;
  /** When the page went offline (null while online). */
  since: Date | null;
  /** What holds changes kept for when the connection returns (terminal names), in the order they were kept. */
  waiting: readonly string[];
}

const rooms = new Map<symbol, LiveStatus>();
const waiting = new Map<symbol, string>();
const listeners = new Set<() => void>();
let browserOnline = typeof navigator === "undefined" || navigator.onLine;
let snapshot: Connectivity = { offline: !browserOnline, since: browserOnline ? null : new Date(), waiting: [] };

function publish() {
  // A room refused or still connecting says nothing about the server; one live room is enough to reach it.
  const known = [...rooms.values()].filter((s) => s === "live" || s === "offline");
  const offline = !browserOnline || (known.length > 0 && known.every((s) => s === "offline"));
  const names = [...new Set(waiting.values())];
  if (offline === snapshot.offline && names.join("\n") === snapshot.waiting.join("\n")) return;
  snapshot = { offline, since: offline ? (snapshot.since ?? new Date()) : null, waiting: names };
  for (const listener of listeners) listener();
}

if (typeof window !== "undefined") {
  window.addEventListener("online", () => {
    browserOnline = true;
    publish();
  });
  window.addEventListener("offline", () => {
    browserOnline = false;
    publish();
  });
}

/** The page's connectivity now (for event handlers, which must not read a render's stale copy). */
export const connectivity = (): Connectivity => snapshot;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The page's connectivity, re-rendering on change. */
export const useConnectivity = (): Connectivity => useSyncExternalStore(subscribe, connectivity);

/** Counts a live room's status towards the page's connectivity while the calling component is mounted. */
export function useReportRoom(status: LiveStatus) {
  useEffect(() => {
    const key = Symbol("room");
    rooms.set(key, status);
    publish();
    return () => {
      rooms.delete(key);
      publish();
    };
  }, [status]);
}

/** Shows `name` among what waits for the connection while `kept` is true. */
export function useReportWaiting(name: string, kept: boolean) {
  useEffect(() => {
    if (!kept) return;
    const key = Symbol("save");
    waiting.set(key, name);
    publish();
    return () => {
      waiting.delete(key);
      publish();
    };
  }, [name, kept]);
}
