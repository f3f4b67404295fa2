/**
 * What watches cost (issue 25): 10,000 watches and saves at 100 a minute, on PostgreSQL.
 *
 * Run: pnpm bench:watches   (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a
 * throw-away database is created). BENCH_SAVES (default 200) saves a phase, BENCH_GAP_MS (600:
 * 100 a minute) between them, BENCH_BLOCK (20) saves a block.
 *
 * Two phases on one app and one data set, each of BENCH_SAVES saves of two rows (a probe row and a
 * row many watch) through `POST /lineups/list`, the watch clock running in both as in production:
 * - "no watches" (the baseline): no watch stored;
 * - "10,000 watches": 100 users × 100 watches (rows, terminals, views) spread over BENCH_TERMINALS
 *   terminals (default 50), and a probe user watching the probe row with e-mail at once and a webhook
 *   on this machine.
 * The phases alternate in blocks of BENCH_BLOCK saves (the watches are stored before each watched block
 * and removed after it), so the tables' growth, autovacuum and the machine's other work fall on both alike.
 * Printed: save latency p50/p99 in each phase and the difference (goal p99 ≤ 5 ms more), and for
 * the probe's event commit → in-app (its unread count pushed), → e-mail sent, → webhook received
 * (goal p99 ≤ 2 s).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
// drizzle-orm is the server's dependency, not the root's.
import { count, eq } from "../server/node_modules/drizzle-orm/index.js";
import { ROLE } from "@lineup/shared";
import { lineups, notifications, watches, webhooks } from "../server/src/db/schema";
import { makeLineupRow, makeParties, makePort } from "../server/test/factories";
import { bearer, createUser, startApp } from "../server/test/helpers";

process.env.DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/test";
const SAVES = Number(process.env.BENCH_SAVES ?? 200);
const BLOCK = Math.max(1, Number(process.env.BENCH_BLOCK ?? 20));
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 600);
const WATCHERS = 100;
const WATCHES_EACH = 100;
/**
 * Terminals (each its own port and comm type) the 200 rows and the watches are spread over (BENCH_TERMINALS,
 * default 50: about 100 watchers a save, as an agency's busiest terminal might have; 2 fans each save out
 * to about 1,000).
 */
const TERMINALS = Math.max(1, Number(process.env.BENCH_TERMINALS ?? 50));

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;
const sleep = (n: number) => new Promise((resolve) => setTimeout(resolve, n));

async function main() {
  const arrivals = new Map<string, number>();
  const receiver = createServer((req, res) => {
    const id = String(req.headers["x-lineup-event-id"]);
    if (!arrivals.has(id)) arrivals.set(id, performance.now());
    req.resume();
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const t = await startApp({ accessTokenTtlSeconds: 36_000 }, undefined, { webhooks: { retryBaseMs: 1000 } });
  const app = t.app;
  try {
    const places: Awaited<ReturnType<typeof makePort>>[] = [];
    for (let i = 0; i < TERMINALS; i += 1) places.push(await makePort(app, `Port ${i + 1}`));
    const parties = await makeParties(app);
    const saver = await createUser(app, ROLE.admin, { name: "Saver" });
    const place = places[0];
    if (!place) throw new Error("no port");
    const full = {
      navio_id: parties.vessel.id,
      afretador_id: parties.charterer.id,
      recebedor_id: parties.receiver.id,
      destination_porto: parties.dest.id,
      qty: "1000",
    };
    const rows: Awaited<ReturnType<typeof makeLineupRow>>[] = [];
    for (let i = 0; i < 200; i += 1)
      rows.push(await makeLineupRow(app, places[i % TERMINALS] ?? place, { ...full, status: "Waiting" }));
    const probeRow = await makeLineupRow(app, place, { ...full, status: "Waiting" });

    const save = async (i: number) => {
      const here = rows.filter((r) => r.terminal_id === place.terminal.id);
      const other = here[i % here.length];
      if (!other) throw new Error("no row");
      // One status sequence over both phases: every save changes the probe row (it starts Waiting, save 0 aside).
      const status = i % 2 ? "Loading" : "Waiting";
      const latest = await app.db
        .select({ id: lineups.id, version: lineups.version, terminal_id: lineups.terminal_id })
        .from(lineups)
        .where(eq(lineups.terminal_id, place.terminal.id));
      const probe = latest.find((r) => r.id === probeRow.id);
      const list = [{ id: probeRow.id, version: probe?.version, status }];
      const sameTerminal = latest.find((r) => r.id === other.id);
      if (sameTerminal) list.push({ id: other.id, version: sameTerminal.version, status });
      const started = performance.now();
      const res = await app.inject({
        method: "POST",
        url: "/api/v1/lineups/list",
        headers: bearer(saver.token),
        payload: { terminal_id: place.terminal.id, list },
      });
      const took = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`save refused: ${res.statusCode} ${res.body}`);
      return { took, at: performance.now() };
    };

    const began = performance.now();
    const note = (what: string) => console.log(`[${((performance.now() - began) / 1000).toFixed(1)} s] ${what}`);
    note("data made");
    const probe = await createUser(app, ROLE.admin, { name: "Probe" });
    const [hook] = await app.db
      .insert(webhooks)
      .values({
        user_id: probe.user.id,
        name: "Bench",
        url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
        secret: "bench",
        allow_private: true,
      })
      .returning();
    const watchers = [];
    for (let u = 0; u < WATCHERS; u += 1) watchers.push(await createUser(app, u % 2 ? ROLE.admin : ROLE.basicAdmin));
    const probeWatch = {
      user_id: probe.user.id,
      kind: "row" as const,
      lineup_id: probeRow.id,
      porto_id: place.port.id,
      terminal_id: place.terminal.id,
      name: "Probe",
      email: "immediate" as const,
      webhook_id: hook?.id ?? null,
      moved_hours: 24,
    };
    const manyWatches = watchers.flatMap((user, u) =>
      Array.from({ length: WATCHES_EACH }, (_, k) => {
        const row = rows[(u * WATCHES_EACH + k) % rows.length] ?? probeRow;
        const where = places[(u + k) % TERMINALS] ?? place;
        const of = { user_id: user.user.id, moved_hours: 24 };
        if (k % 10 === 0)
          return {
            ...of,
            kind: "terminal" as const,
            terminal_id: where.terminal.id,
            porto_id: where.port.id,
            name: "T",
          };
        if (k % 10 === 1) return { ...of, kind: "view" as const, view: { carga_tipo_id: where.type.id }, name: "V" };
        const at = { lineup_id: row.id, terminal_id: row.terminal_id, porto_id: row.porto_id };
        return { ...of, kind: "row" as const, ...at, name: "R" };
      }),
    );
    const storeWatches = async () => {
      await app.db.insert(watches).values(probeWatch);
      for (let i = 0; i < manyWatches.length; i += 2000)
        await app.db.insert(watches).values(manyWatches.slice(i, i + 2000));
    };

    const toldAt: number[] = [];
    // Each count is heard twice (in-process, then its own NOTIFY back): the first hearing of a new count is the one.
    let lastUnread = 0;
    app.liveEvents.onNotices((userId, unread) => {
      if (userId !== probe.user.id || unread <= lastUnread) return;
      // The probe's k-th event is told when its unread count first reaches k (two events of one round: one count).
      for (let k = lastUnread; k < unread; k += 1) toldAt[k] = performance.now();
      lastUnread = unread;
    });
    app.watches.start();
    const baseline: number[] = [];
    const watched: number[] = [];
    const committed: number[] = [];
    for (let i = 0; i < 2 * SAVES; i += 1) {
      const inWatched = Math.floor(i / BLOCK) % 2 === 1;
      if (i % BLOCK === 0) {
        if (inWatched) await storeWatches();
        else await app.db.delete(watches);
        await sleep(2000);
      }
      const done = await save(i);
      (inWatched ? watched : baseline).push(done.took);
      if (inWatched) committed.push(done.at);
      await sleep(GAP_MS);
    }
    await sleep(5000);
    note("both phases done");
    const mails = t.mail.filter((m) => m.to === probe.email).length;
    const [told] = await app.db.select({ n: count() }).from(notifications);
    const inApp = committed.map((c, i) => (toldAt[i] ?? NaN) - c);
    // The probe's events in the order of its saves (their ids grow with each save), each at its first arrival.
    const hooks = [...arrivals].sort(([a], [b]) => Number(a) - Number(b)).map(([, at]) => at);
    const toHook = committed.map((c, i) => (hooks[i] ?? NaN) - c);
    const b99 = pct(baseline, 99);
    const w99 = pct(watched, 99);
    console.log(
      `saves a phase: ${SAVES}, ${Math.round(60_000 / GAP_MS)} a minute; watches: ${WATCHERS * WATCHES_EACH + 1}` +
        ` over ${TERMINALS} terminals`,
    );
    console.log(`notifications a save (fan-out): ${((told?.n ?? 0) / SAVES).toFixed(0)}`);
    console.log(`save latency, no watches (baseline): p50 ${ms(pct(baseline, 50))}, p99 ${ms(b99)}`);
    console.log(
      `save latency, 10,000 watches:        p50 ${ms(pct(watched, 50))}, p99 ${ms(w99)}  (+${ms(w99 - b99)} at p99; goal ≤ +5 ms)`,
    );
    console.log(
      `commit → in-app (unread pushed): p50 ${ms(pct(inApp, 50))}, p99 ${ms(pct(inApp, 99))}  (goal p99 ≤ 2000 ms)`,
    );
    console.log(
      `commit → webhook received:       p50 ${ms(pct(toHook, 50))}, p99 ${ms(pct(toHook, 99))}  (goal p99 ≤ 2000 ms; ${arrivals.size} of ${SAVES} events)`,
    );
    console.log(
      `e-mails sent at once to the probe: ${mails} (one per clock round: events of one round share an e-mail)`,
    );
  } finally {
    await t.close();
    receiver.closeAllConnections();
    receiver.close();
  }
}

await main();
