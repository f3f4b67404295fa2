import { useEffect, useSyncExternalStore } from "react";
import { cachedSince, clearCachedSince, onCachedSinceChange } from "../offline-cache";
import type { LiveStatus } from "./live-state";

/** Whether this page can reach the server, and what waits to be saved until it can. */
export interface Connectivity {
  /** The browser is offline, or every live room of the page lost the server. */
  offline: boolean;
  /**
   * Since when what the page shows may be stale: when it went offline, or when the kept copies it shows were fetched
   * (null while online).
   */
  since: Date | null;
  /** What holds changes kept for when the connection returns (terminal names), in the order they were kept. */
  waiting: readonly string[];
}

const rooms = new Map<symbol, LiveStatus>();
const waiting = new Map<symbol, string>();
const listeners = new Set<() => void>();
let browserOnline = typeof navigator === "undefined" || navigator.onLine;
let snapshot: Connectivity = { offline: !browserOnline, since: browserOnline ? null : new Date(), waiting: [] };

const earliest = (a: Date, b: Date | null) => (b && b < a ? b : a);

function publish() {
  // A room refused or still connecting says nothing about the server; one live room is enough to reach it.
  const known = [...rooms.values()].filter((s) => s === "live" || s === "offline");
  if (known.includes("live")) clearCachedSince();
  const kept = cachedSince();
  const offline = !browserOnline || (known.length > 0 && known.every((s) => s === "offline")) || kept !== null;
  const since = offline ? earliest(snapshot.since ?? new Date(), kept) : null;
  const names = [...new Set(waiting.values())];
  if (
    offline === snapshot.offline &&
    since?.getTime() === snapshot.since?.getTime() &&
    names.join("\n") === snapshot.waiting.join("\n")
  )
    return;
  snapshot = { offline, since, waiting: names };
  for (const listener of listeners) listener();
}

// The server answered from the service worker's kept copies: the page is offline since they were fetched.
onCachedSinceChange(publish);

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

/**
 * A signal aborted once the page finds itself offline (its rooms lost the server, or the browser went offline), or
 * after `limitMs` when given (a page without rooms cannot tell a link that died without a word), for a request that
 * would otherwise wait on such a link for minutes; `stop` when the request has ended.
 */
export function abortedWhenOffline(limitMs?: number): { signal: AbortSignal; stop: () => void } {
  const controller = new AbortController();
  const unsubscribe = subscribe(() => {
    if (snapshot.offline) controller.abort();
  });
  const timer = limitMs === undefined ? undefined : setTimeout(() => controller.abort(), limitMs);
  const stop = () => {
    unsubscribe();
    clearTimeout(timer);
  };
  return { signal: controller.signal, stop };
}

/** The page's connectivity, re-rendering on change. */
export const useConnectivity = (): Connectivity => useSyncExternalStore(subscribe, connectivity);

/** Holds `value` in `entries` while the calling component is mounted and `on` is true. */
function useEntry<T>(entries: Map<symbol, T>, value: T, on: boolean) {
  useEffect(() => {
    if (!on) return;
    const key = Symbol("entry");
    entries.set(key, value);
    publish();
    return () => {
      entries.delete(key);
      publish();
    };
  }, [entries, value, on]);
}

/** Counts a live room's status towards the page's connectivity while the calling component is mounted. */
export const useReportRoom = (status: LiveStatus) => useEntry(rooms, status, true);

/** Shows `name` among what waits for the connection while `kept` is true. */
export const useReportWaiting = (name: string, kept: boolean) => useEntry(waiting, name, kept);
