/**
 * Cost of the live NOTIFY bus on writes (issue 11: "commits/s with the NOTIFY
 * bus ÷ without, 8 writers on PostgreSQL: ≥ 0.9").
 *
 * Run: pnpm bench:notify   (needs PostgreSQL; DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test, a throw-away database is created)
 *
 * Two instances of the app on one fresh database, with the same data:
 * - "bus on": the app as it runs on PostgreSQL; every committed save is
 *   published with NOTIFY (live/bus.ts) and heard back through LISTEN;
 * - "bus off": the same app without the bus (changes stay in the process, as
 *   on PGlite).
 * WRITERS users, each on their own terminal of one port, save a row of it
 * through `POST /lineups/list` (in-process `inject`) one after another, as fast
 * as they can, for SECONDS; the instances take turns for ROUNDS rounds (on,
 * off, off, on, …), so a change in the load of a shared machine falls on both.
 * A separate LISTEN connection counts the notifications of each turn.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { ROLE } from "@lineup/shared";
import { buildApp } from "../server/src/app";
import { openDatabase } from "../server/src/db/client";
import { bercos, lineups, terminais, terminalCargas } from "../server/src/db/schema";
import { makeParties, makePort } from "../server/test/factories";
import { createUser, startApp } from "../server/test/helpers";
import { roundRange } from "./measure";

type FastifyInstance = Awaited<ReturnType<typeof buildApp>>;

const WRITERS = Number(process.env.BENCH_WRITERS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const ROWS_PER_TERMINAL = 50;
const CHANNEL = "lineup_changes";

process.env.DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/test";

interface Writer {
  token: string;
  terminalId: number;
  rows: { id: number; version: number }[];
}

/** Every save writes a quantity never written before, so each one is a real change (a repeated value is no change and commits nothing). */
let edits = 0;

interface Turn {
  commits: number;
  seconds: number;
  latencies: number[];
  notifications: number;
}

/** WRITERS loops saving one row each time through `app`, for SECONDS. */
async function turn(app: FastifyInstance, writers: Writer[], heard: { count: number }): Promise<Turn> {
  const start = performance.now();
  const until = start + SECONDS * 1000;
  const before = heard.count;
  const latencies: number[] = [];
  let commits = 0;
  await Promise.all(
    writers.map(async (writer) => {
      for (let i = 0; performance.now() < until; i++) {
        const row = writer.rows[i % writer.rows.length];
        if (!row) throw new Error("no row");
        const sent = performance.now();
        const res = await app.inject({
          method: "POST",
          url: "/api/v1/lineups/list",
          headers: { authorization: `Bearer ${writer.token}` },
          payload: {
            terminal_id: writer.terminalId,
            list: [{ id: row.id, version: row.version, qty: String(1000 + ++edits) }],
            deleted_lines: [],
          },
        });
        if (res.statusCode !== 200) throw new Error(`save answered ${res.statusCode}: ${res.body}`);
        latencies.push(performance.now() - sent);
        row.version = (res.json() as { lineups: { version: number }[] }).lineups[0]?.version ?? row.version + 1;
        commits += 1;
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  // Notifications of the last saves arrive after their answer.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return { commits, seconds, latencies, notifications: heard.count - before };
}

const rate = (turns: Turn[]) => turns.reduce((n, t) => n + t.commits, 0) / turns.reduce((n, t) => n + t.seconds, 0);
const percentile = (turns: Turn[], p: number) => {
  const all = turns.flatMap((t) => t.latencies).sort((a, b) => a - b);
  return all[Math.min(all.length - 1, Math.floor(all.length * p))] ?? 0;
};

async function main() {
  const on = await startApp({ accessTokenTtlSeconds: 3600 });
  const dataDir = mkdtempSync(path.join(tmpdir(), "lineup-bench-"));
  // The same app on the same database, without `sql`: live/bus.ts then keeps changes in the process.
  const database = await openDatabase({ databaseUrl: on.databaseUrl, dataDir });
  const off = await buildApp({
    config: on.app.config,
    database: { ...database, sql: undefined },
    mailer: { send: async () => {} },
    logger: false,
  });
  await off.ready();
  const listener = postgres(on.databaseUrl ?? "", { max: 1, onnotice: () => {} });
  try {
    const parties = await makeParties(on.app);
    const place = await makePort(on.app);
    const writers: Writer[] = [];
    for (let w = 0; w < WRITERS; w++) {
      const [terminal] = await on.app.db
        .insert(terminais)
        .values({ porto_id: place.port.id, name: `Terminal ${w + 1}` })
        .returning();
      if (!terminal) throw new Error("no terminal");
      const [berth] = await on.app.db.insert(bercos).values({ terminal_id: terminal.id, name: "B1" }).returning();
      await on.app.db.insert(terminalCargas).values({ terminal_id: terminal.id, carga_id: place.comm.id });
      const rows = await on.app.db
        .insert(lineups)
        .values(
          Array.from({ length: ROWS_PER_TERMINAL }, () => ({
            terminal_id: terminal.id,
            porto_id: place.port.id,
            berco_id: berth?.id,
            carga_id: place.comm.id,
            carga_tipo_id: place.type.id,
            status: "Expected" as const,
            navio_id: parties.vessel.id,
            afretador_id: parties.charterer.id,
            recebedor_id: parties.receiver.id,
            destination_porto: parties.dest.id,
            agencia_id: parties.agency.id,
            qty: "1000",
          })),
        )
        .returning({ id: lineups.id, version: lineups.version });
      const operator = await createUser(on.app, ROLE.admin);
      writers.push({ token: operator.token, terminalId: terminal.id, rows });
    }
    const heard = { count: 0 };
    await listener.listen(CHANNEL, () => void (heard.count += 1));

    console.log(
      `${WRITERS} writers saving one row each through POST /lineups/list, ${ROUNDS} rounds of ${SECONDS} s per side, PostgreSQL\n`,
    );
    await turn(off, writers, heard); // warm-up of both code paths' JIT and the pools
    await turn(on.app, writers, heard);
    const onTurns: Turn[] = [];
    const offTurns: Turn[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of round % 2 ? (["off", "on"] as const) : (["on", "off"] as const)) {
        (side === "on" ? onTurns : offTurns).push(await turn(side === "on" ? on.app : off, writers, heard));
      }
      const [a, b] = [onTurns[round], offTurns[round]];
      if (a && b)
        console.log(
          `round ${round + 1}: bus on ${(a.commits / a.seconds).toFixed(0)} commits/s (${a.notifications} notifications), bus off ${(b.commits / b.seconds).toFixed(0)} commits/s (${b.notifications} notifications), on/off ${(a.commits / a.seconds / (b.commits / b.seconds)).toFixed(2)}`,
        );
    }
    const line = (name: string, turns: Turn[]) =>
      `${name.padEnd(8)} ${rate(turns).toFixed(1).padStart(7)} commits/s   save p50 ${percentile(turns, 0.5).toFixed(1).padStart(6)} ms   p99 ${percentile(turns, 0.99).toFixed(1).padStart(6)} ms   ${turns.reduce((n, t) => n + t.notifications, 0)} notifications for ${turns.reduce((n, t) => n + t.commits, 0)} commits`;
    console.log("");
    console.log(line("bus on", onTurns));
    console.log(line("bus off", offTurns));
    const perRound = roundRange(onTurns, offTurns, (r) => r.commits / r.seconds);
    console.log(
      `\nratio on/off  commits/s ${(rate(onTurns) / rate(offTurns)).toFixed(2)}x (rounds ${perRound})  p99 ${(percentile(onTurns, 0.99) / percentile(offTurns, 0.99)).toFixed(2)}x`,
    );
  } finally {
    await listener.end();
    await off.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    await on.close();
  }
}

await main();
