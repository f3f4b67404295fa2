import autocannon from "autocannon";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  call,
  createDatabase,
  makeBoard,
  PG_URL,
  QUICK,
  saveList,
  spawnServer,
  type Board,
  type ServerProcess,
  type ThrowAwayDb,
} from "./reliability-server";
import { serverErrors } from "./server-log";

/**
 * Load (issue 10, "Load"): 50 connections against the real server process on
 * PostgreSQL for 60 s (10 s with SECURITY_QUICK=1): half read the board of a
 * port with a few hundred rows, half save single-field edits through the
 * table save, each on a row no other connection holds at that moment and with
 * the version the previous save returned, so no 409 is expected. Zero errors
 * (non-2xx, timeouts, socket errors), and afterwards every row's version
 * counts exactly the saves acknowledged for it.
 */
const DURATION = QUICK ? 10 : 60;
const READERS = 25;
const WRITERS = 25;
const TERMINALS = 4;
const ROWS_PER_TERMINAL = 75;

let db: ThrowAwayDb;
let server: ServerProcess;
let board: Board;

beforeAll(async () => {
  db = await createDatabase();
  server = await spawnServer(db.url);
  board = await makeBoard(server.baseUrl, TERMINALS);
});
afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

interface Slot {
  id: number;
  terminal: number;
  version: number;
}

const line = (kind: string, r: autocannon.Result, extra = "") =>
  `${kind.padEnd(44)} ${String(r.requests.total).padStart(7)} requests  ${r.requests.average.toFixed(1).padStart(7)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(5)} ms  max ${String(r.latency.max).padStart(5)} ms  non-2xx ${r.non2xx}  errors ${r.errors}  timeouts ${r.timeouts}${extra}`;

describe(`load on PostgreSQL at ${new URL(PG_URL).host}: ${READERS + WRITERS} connections for ${DURATION} s against the real server process`, () => {
  it(`${READERS} connections reading the board and ${WRITERS} saving single-field edits: 0 errors, p50/p99 printed, no acknowledged save lost`, async () => {
    // A port with a few hundred rows over several terminals, created through the table save.
    const free: Slot[] = [];
    for (const terminal of board.terminalIds) {
      const saved = await saveList(server.baseUrl, board.token, {
        terminal_id: terminal,
        list: Array.from({ length: ROWS_PER_TERMINAL }, (_, i) => ({
          ...board.rowBase,
          qty: 1000 + i,
          eta: "2026-11-01",
        })),
      });
      expect(saved.status, saved.text).toBe(200);
      for (const r of saved.rows) free.push({ id: r.id, terminal, version: r.version });
    }
    const startVersions = new Map(free.map((s) => [s.id, s.version]));
    const boardPath = `/api/v1/lineups?carga_tipo_id=${board.typeId}&porto_id[]=${board.portId}`;
    const check = await call(server.baseUrl, "GET", boardPath.replace("/api/v1", ""), board.token);
    const shown = (check.body as { portos: { terminais: { lineups: unknown[] }[] }[] }).portos
      .flatMap((p) => p.terminais)
      .reduce((n, term) => n + term.lineups.length, 0);
    expect(shown).toBe(TERMINALS * ROWS_PER_TERMINAL);

    const headers = { authorization: `Bearer ${board.token}`, "content-type": "application/json" };
    const acks = new Map<number, number>();
    let conflicts = 0;
    let counter = 0;
    const unexpected: string[] = [];
    // autocannon hands the same per-request context object to setupRequest and onResponse.
    const held = new WeakMap<object, Slot>();
    const [reads, saves] = await Promise.all([
      autocannon({ url: `${server.baseUrl}${boardPath}`, connections: READERS, duration: DURATION, headers }),
      autocannon({
        url: server.baseUrl,
        connections: WRITERS,
        duration: DURATION,
        requests: [
          {
            method: "POST",
            path: "/api/v1/lineups/list",
            headers,
            // One row per request in flight, taken from the free list and given back with the version the answer carries.
            setupRequest: (req, context) => {
              const slot = free.shift();
              if (!slot) throw new Error("no free row: more connections than rows");
              held.set(context, slot);
              counter += 1;
              return {
                ...req,
                body: JSON.stringify({
                  terminal_id: slot.terminal,
                  list: [{ id: slot.id, version: slot.version, qty: 100_000 + counter }],
                }),
              };
            },
            onResponse: (status, body, context) => {
              const slot = held.get(context);
              if (!slot) throw new Error("an answer without its row");
              if (status === 200) {
                const saved = (JSON.parse(body) as { lineups: { id: number; version: number }[] }).lineups[0];
                acks.set(slot.id, (acks.get(slot.id) ?? 0) + 1);
                free.push({ ...slot, version: saved?.version ?? slot.version });
              } else {
                if (status === 409) conflicts += 1;
                if (unexpected.length < 5) unexpected.push(`${status} ${body.slice(0, 200)}`);
              }
            },
          },
        ],
      }),
    ]);

    console.log(
      `load on PostgreSQL, ${READERS + WRITERS} connections, ${DURATION} s, ${TERMINALS * ROWS_PER_TERMINAL} rows on one port (${TERMINALS} terminals):`,
    );
    console.log(line(`reads  GET /lineups (${TERMINALS * ROWS_PER_TERMINAL} rows, ${READERS} conns)`, reads));
    console.log(line(`saves  POST /lineups/list (1 field, ${WRITERS} conns)`, saves, `  409 ${conflicts}`));
    console.log(
      `all    ${reads.requests.total + saves.requests.total} requests, ${(reads.requests.average + saves.requests.average).toFixed(1)} req/s`,
    );
    // What went wrong, in the failure's message too: CI shows that message but only the end of what was printed.
    // The server's log says what a 500 hides behind "A system error has occurred".
    const errors = serverErrors(server, 3, 2000);
    const why = [...unexpected, ...errors].join("\n");
    if (why) console.log(`unexpected answers and the server's first errors:\n${why}`);

    for (const [kind, r] of [
      ["reads", reads],
      ["saves", saves],
    ] as const) {
      expect(r.errors, `${kind}: socket errors and timeouts`).toBe(0);
      expect(r.timeouts, `${kind}: timeouts`).toBe(0);
      expect(r.non2xx, `${kind}: non-2xx answers, by status ${JSON.stringify(r.statusCodeStats)}\n${why}`).toBe(0);
      expect(r.requests.total, `${kind}: requests made`).toBeGreaterThan(DURATION);
    }
    expect(unexpected).toEqual([]);

    // Every acknowledged save raised its row's version by one: none was lost under load.
    const sql = postgres(db.url, { max: 1, onnotice: () => {} });
    try {
      const rows = await sql<
        { id: number; version: number }[]
      >`select id, version from lineups where id in ${sql([...startVersions.keys()])}`;
      // A save still in flight when the run stopped may have committed without its answer being read.
      const inFlight = new Set(startVersions.keys());
      for (const slot of free) inFlight.delete(slot.id);
      const drift = rows.filter((r) => {
        const expected = (startVersions.get(r.id) ?? 0) + (acks.get(r.id) ?? 0);
        return r.version !== expected && !(inFlight.has(r.id) && r.version === expected + 1);
      });
      const acked = [...acks.values()].reduce((a, b) => a + b, 0);
      console.log(
        `saves acknowledged: ${acked}; ${inFlight.size} in flight at the stop; rows whose version does not count them: ${drift.length}`,
      );
      expect(
        drift.map(
          (r) =>
            `${r.id}: version ${r.version}, ${acks.get(r.id) ?? 0} acknowledged saves from ${startVersions.get(r.id)}`,
        ),
      ).toEqual([]);
      expect(acked).toBe(saves.statusCodeStats?.["200"]?.count ?? 0);
    } finally {
      await sql.end();
    }
  });
});
