import type { FastifyInstance } from "fastify";
import type { LineupChange } from "../lineups/events";

/** Committed changes as the live layer receives them: from this process, or from every instance through PostgreSQL. */
export interface ChangeFeed {
  subscribe(listener: (change: Pick<LineupChange, "terminal_id" | "row_ids" | "deleted_ids">) => void): void;
  close(): Promise<void>;
}

const MAX_IDS_PER_NOTIFY = 500;

/**
 * On PGlite, the in-process event bus. On PostgreSQL, every commit is published
 * with NOTIFY (terminal id and row ids, never row data) and every instance,
 * this one included, reloads those rows from LISTEN (DESIGN.md "Scale-out").
 */
export async function openChangeFeed(app: FastifyInstance, channel: string): Promise<ChangeFeed> {
  const sql = app.database.sql;
  if (!sql) {
    return {
      subscribe: (listener) => void app.lineupEvents.on(listener),
      close: async () => {},
    };
  }
  const listeners: ((c: Pick<LineupChange, "terminal_id" | "row_ids" | "deleted_ids">) => void)[] = [];
  const subscription = await sql.listen(channel, (payload) => {
    try {
      const change = JSON.parse(payload) as { t: number; r: number[]; d: number[] };
      for (const l of listeners) l({ terminal_id: change.t, row_ids: change.r, deleted_ids: change.d });
    } catch (err) {
      app.log.warn({ err }, "ignored a malformed live notification");
    }
  });
  const unsubscribe = app.lineupEvents.on((change) => {
    // NOTIFY payloads are limited to 8000 bytes: large saves are sent in parts.
    const ids = [...change.row_ids.map((id) => ["r", id] as const), ...change.deleted_ids.map((id) => ["d", id] as const)];
    for (let i = 0; i < ids.length; i += MAX_IDS_PER_NOTIFY) {
      const part = ids.slice(i, i + MAX_IDS_PER_NOTIFY);
      const payload = JSON.stringify({ t: change.terminal_id, r: part.filter(([k]) => k === "r").map(([, id]) => id), d: part.filter(([k]) => k === "d").map(([, id]) => id) });
      sql.notify(channel, payload).catch((err: unknown) => app.log.error({ err }, "live notification failed"));
    }
  });
  return {
    subscribe: (listener) => void listeners.push(listener),
    close: async () => {
      unsubscribe();
      await subscription.unlisten();
    },
  };
}
