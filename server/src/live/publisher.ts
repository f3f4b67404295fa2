import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Db } from "../db/db";
import { Outbox, type Transact } from "../db/outbox";
import type { LineupEvents } from "../lineups/events";
import type { LiveEvents } from "./events";
import { LIVE_CHANNEL, changePayloads, type AccessPayload, type ChangePayload } from "./notify-wire";

/**
 * The one place committed changes are told (issue 22). Writes run through `transact`, which gives each transaction
 * an outbox: on PostgreSQL its changes are sent to the other instances with `pg_notify` inside the transaction, so
 * they hear them when, and only if, it commits, in commit order; once it has committed they are handed to this
 * instance's live layer (`lineupEvents`, `liveEvents`), which has the committed rows and acts at once.
 */
export class Publisher {
  /** Names this instance in its notifications, so that it ignores its own (live/bus.ts). */
  readonly instance = randomUUID();
  private told = 0;

  constructor(
    private readonly database: Database,
    private readonly lineupEvents: LineupEvents,
    private readonly liveEvents: LiveEvents,
  ) {}

  readonly transact: Transact = async (work) => {
    const outbox = new Outbox();
    const result = await this.database.db.transaction(async (tx) => {
      const value = await work(tx, outbox);
      await this.notify(tx, outbox);
      return value;
    });
    for (const change of outbox.lineups) this.lineupEvents.emit(change);
    this.liveEvents.terminalsChanged(outbox.terminals);
    for (const subject of outbox.access) this.liveEvents.accessChanged(subject);
    return result;
  };

  /** The outbox's notifications, sent in the transaction (PostgreSQL only: PGlite serves one instance). */
  private async notify(tx: Db, outbox: Outbox): Promise<void> {
    if (this.database.kind !== "postgres") return;
    const o = this.instance;
    const messages = [
      // NOTIFY payloads are limited to 8000 bytes: a large save is sent in parts, put together again on arrival.
      ...outbox.lineups.flatMap((change) => changePayloads(o, change, ++this.told).map((p) => [LIVE_CHANNEL, p])),
      ...[...outbox.terminals].map((t) => [LIVE_CHANNEL, json<ChangePayload>({ o, t, h: 1 })]),
      ...outbox.access.map((s) => [
        `${LIVE_CHANNEL}_access`,
        json<AccessPayload>({ o, k: s.kind === "display" ? "d" : "u", i: s.id }),
      ]),
    ];
    if (!messages.length) return;
    const rows = sql.join(
      messages.map(([channel, payload]) => sql`(${channel}, ${payload})`),
      sql`, `,
    );
    await tx.execute(sql`select pg_notify(c, p) from (values ${rows}) as m(c, p)`);
  }
}

const json = <T>(payload: T) => JSON.stringify(payload);
