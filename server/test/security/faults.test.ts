import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  call,
  createDatabase,
  loginAdmin,
  makeBoard,
  PG_URL,
  QUICK,
  saveList,
  sleep,
  spawnServer,
  type Board,
  type ServerProcess,
  type ThrowAwayDb,
} from "./reliability-server";
import { serverErrors } from "./server-log";
import {
  checkStream,
  makeWriters,
  NOTES_PER_BATCH,
  runWriter,
  type StreamCheck,
  type StreamOptions,
  type Writer,
} from "./reliability-stream";

/**
 * Faults on PostgreSQL (issue 10, "Faults"): the real server process is
 * SIGKILLed in the middle of a stream of table saves and restarted on the same
 * database; and the database connections are cut mid-transaction with
 * pg_terminate_backend while saves stream. Afterwards PostgreSQL, read
 * directly, must hold every acknowledged batch whole, no batch in part, and
 * versions that count the committed batches. Always on PostgreSQL (PG_TEST_URL,
 * else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test).
 */
const WRITERS = 4;
const KILL_ROUNDS = QUICK ? 2 : 5;
const TERMINATIONS = QUICK ? 4 : 12;
/** A failed save must answer within this (no hang on a dead connection). */
const ANSWER_LIMIT_MS = 10_000;
/** After the last cut, saves must succeed again within this, without a restart. */
const RECONNECT_LIMIT_MS = 5_000;
/** What a 5xx body may never show: driver messages, SQL states, stack frames. */
const LEAK = /terminat|administrator|57P01|08006|ECONN|postgres|CONNECTION_|\bat \S+\.(ts|js):\d+/i;

const host = new URL(PG_URL).host;
let db: ThrowAwayDb;
let sql: postgres.Sql;

beforeAll(async () => {
  db = await createDatabase();
  sql = postgres(db.url, { max: 2, onnotice: () => {} });
});
afterAll(async () => {
  await sql?.end();
  await db?.drop();
});

const summary = (label: string, c: StreamCheck) =>
  `${label}: ${c.batches} batches of ${NOTES_PER_BATCH} notes + 1 edit, ${c.acked} acknowledged, ${c.committedUnacked} committed without an answer, ${c.partial.length} partial, ${c.lost.length} acknowledged and lost, ${c.versionErrors.length} version errors`;

const expectClean = (c: StreamCheck) => {
  expect(c.partial, "partial batches").toEqual([]);
  expect(c.lost, "acknowledged batches lost").toEqual([]);
  expect(c.versionErrors, "versions").toEqual([]);
};

/**
 * Starts each writer streaming table saves to `terminalId` of `board` on `server`; the answer ends the streams and
 * waits for them.
 */
function startStreams(
  server: ServerProcess,
  board: Board,
  terminalId: number,
  writers: Writer[],
  how: Pick<StreamOptions, "round" | "prefix" | "onFailure">,
) {
  let stopped = false;
  const options = { ...how, baseUrl: server.baseUrl, token: board.token, terminalId, stop: () => stopped };
  const streams = writers.map((w) => runWriter(w, options));
  return async () => {
    stopped = true;
    await Promise.all(streams);
  };
}

/** Starts `WRITERS` writers streaming table saves to a new board on `server`; `stop()` ends them and waits for them. */
async function streamSaves(server: ServerProcess, prefix: string, onFailure: StreamOptions["onFailure"]) {
  const board = await makeBoard(server.baseUrl);
  const terminalId = board.terminalIds[0] ?? 0;
  const writers = await makeWriters(server.baseUrl, board, terminalId, WRITERS);
  const stop = startStreams(server, board, terminalId, writers, { round: 0, prefix, onFailure });
  return { writers, stop };
}

describe(`faults on PostgreSQL at ${host} (real server process; fails if PostgreSQL is unreachable)`, () => {
  it(`SIGKILL of the server during ${WRITERS} concurrent streams of table saves, ${KILL_ROUNDS} times: every acknowledged batch is whole after restart, no batch is partial`, async () => {
    let server: ServerProcess = await spawnServer(db.url);
    const board: Board = await makeBoard(server.baseUrl);
    const terminalId = board.terminalIds[0] ?? 0;
    const writers: Writer[] = await makeWriters(server.baseUrl, board, terminalId, WRITERS);
    const restarts: number[] = [];
    let last: StreamCheck | undefined;
    try {
      for (let round = 0; round < KILL_ROUNDS; round += 1) {
        const stopStreams = startStreams(server, board, terminalId, writers, {
          round,
          prefix: "kill",
          onFailure: "stop",
        });
        // Kill at a random moment once the stream is well under way.
        const ackedBefore = writers.flatMap((w) => w.batches).filter((b) => b.outcome === "acked").length;
        const target = ackedBefore + 8 + Math.floor(Math.random() * 24);
        const deadline = Date.now() + 60_000;
        while (
          writers.flatMap((w) => w.batches).filter((b) => b.outcome === "acked").length < target &&
          Date.now() < deadline
        )
          await sleep(5);
        await sleep(Math.random() * 40);
        const inFlight = writers.filter((w) => w.batches.at(-1)?.outcome === "cut").length;
        await server.kill();
        await stopStreams();

        const started = Date.now();
        server = await spawnServer(db.url);
        restarts.push(Date.now() - started);
        const check = await checkStream(sql, writers, "kill");
        console.log(
          `${summary(`SIGKILL round ${round + 1}/${KILL_ROUNDS}`, check)}; ${inFlight} saves in flight at the kill; restarted in ${Date.now() - started} ms`,
        );
        last = check;
        expectClean(check);
        const refused = writers.flatMap((w) => w.batches).filter((b) => b.outcome === "refused");
        expect(
          refused.map((b) => `${b.marker}: ${b.status} ${b.text}`),
          "saves refused before the kill",
        ).toEqual([]);

        // The restarted server serves: a fresh login, the board, and a save on each row at the version it reports.
        const token = await loginAdmin(server.baseUrl);
        board.token = token;
        const boardAnswer = await call(
          server.baseUrl,
          "GET",
          `/lineups?carga_tipo_id=${board.typeId}&porto_id[]=${board.portId}`,
          token,
        );
        expect(boardAnswer.status).toBe(200);
        for (const w of writers) {
          const row = await call(server.baseUrl, "GET", `/lineups/${w.rowId}`, token);
          expect(row.status).toBe(200);
          w.version = (row.body as { version: number }).version;
        }
      }
      if (last)
        console.log(
          `${summary("SIGKILL total", last)}; restart to /health in ${Math.min(...restarts)}-${Math.max(...restarts)} ms`,
        );
      const after = await saveList(server.baseUrl, board.token, {
        terminal_id: terminalId,
        list: writers.map((w) => ({ id: w.rowId, version: w.version, qty: 1 })),
      });
      expect(after.status, after.text).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it(`connections cut mid-transaction (pg_terminate_backend ×${TERMINATIONS}) while ${WRITERS} writers stream: failed saves answer 5xx quickly without leaking, nothing partial or lost, the server reconnects by itself`, async () => {
    const server = await spawnServer(db.url);
    const admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
    try {
      const { writers, stop } = await streamSaves(server, "cut", "resync");
      await sleep(1000);
      let backendsCut = 0;
      let lastCut = 0;
      for (let i = 0; i < TERMINATIONS; i += 1) {
        const cut = await admin<
          { ok: boolean }[]
        >`select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = ${db.name} and pid <> pg_backend_pid()`;
        backendsCut += cut.filter((r) => r.ok).length;
        lastCut = Date.now();
        await sleep(150 + Math.random() * 500);
      }
      // Let the stream go on: the server must find its way back to the database alone.
      const reconnectDeadline = Date.now() + RECONNECT_LIMIT_MS + 3000;
      const firstAckAfter = () =>
        Math.min(
          ...writers.flatMap((w) =>
            w.batches.filter((b) => b.outcome === "acked" && b.startedAt > lastCut).map((b) => b.startedAt + b.ms),
          ),
        );
      while (!Number.isFinite(firstAckAfter()) && Date.now() < reconnectDeadline) await sleep(20);
      await sleep(2000);
      await stop();

      const batches = writers.flatMap((w) => w.batches);
      const failed = batches.filter((b) => b.outcome !== "acked");
      const statuses = failed.map((b) => b.status ?? b.error ?? "no answer");
      const slowest = Math.max(0, ...failed.map((b) => b.ms));
      const reconnectMs = firstAckAfter() - lastCut;
      const leaked = failed.filter((b) => b.text && LEAK.test(b.text));
      const lateFailures = failed.filter((b) => b.startedAt > lastCut + RECONNECT_LIMIT_MS);
      const check = await checkStream(sql, writers, "cut");
      console.log(summary(`pg_terminate_backend ×${TERMINATIONS} (${backendsCut} backends cut)`, check));
      console.log(
        `failed saves: ${failed.length} (${[...new Set(statuses)].map((s) => `${s} ×${statuses.filter((x) => x === s).length}`).join(", ") || "none"}), slowest failure answered in ${slowest.toFixed(0)} ms, first acknowledged save ${reconnectMs.toFixed(0)} ms after the last cut, server exit code ${server.child.exitCode ?? "none (still running)"}`,
      );
      if (leaked.length) console.log(`leaked error bodies: ${leaked.map((b) => b.text).join(" | ")}`);
      const errorLog = serverErrors(server, 2, 300);
      if (errorLog.length) console.log(`server error log (first 2): ${errorLog.join("\n")}`);
      if (server.child.exitCode !== null)
        console.log(`the server process died; its last output:\n${server.output().slice(-1500)}`);
      const gaveUp = writers.flatMap((w) => (w.gaveUp ? [`writer ${w.index}: ${w.gaveUp}`] : []));

      expectClean(check);
      expect(backendsCut, "pg_terminate_backend found the server's connections").toBeGreaterThan(0);
      expect(server.child.exitCode, "the server process survived").toBeNull();
      expect(gaveUp, "writers that could not read their row again").toEqual([]);
      expect(
        failed.filter((b) => b.outcome === "cut").map((b) => b.error),
        "saves without an answer (hang or dropped socket)",
      ).toEqual([]);
      expect(
        failed.filter((b) => (b.status ?? 0) < 500).map((b) => `${b.status} ${b.text}`),
        "failed saves answer 5xx",
      ).toEqual([]);
      expect(slowest).toBeLessThan(ANSWER_LIMIT_MS);
      expect(
        leaked.map((b) => b.text),
        "5xx bodies leak driver details",
      ).toEqual([]);
      expect(reconnectMs, "first acknowledged save after the last cut (ms)").toBeLessThan(RECONNECT_LIMIT_MS);
      expect(
        lateFailures.map((b) => `${b.status} ${b.text}`),
        "saves failing after reconnection",
      ).toEqual([]);
    } finally {
      await admin.end();
      await server.stop();
    }
  });

  it(`a client that sends a failed save again with its save_id, while connections are cut (×${TERMINATIONS}): every batch is stored exactly once`, async () => {
    const server = await spawnServer(db.url);
    const admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
    try {
      const { writers, stop } = await streamSaves(server, "again", "retry");
      await sleep(1000);
      for (let i = 0; i < TERMINATIONS; i += 1) {
        await admin`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${db.name} and pid <> pg_backend_pid()`;
        await sleep(150 + Math.random() * 500);
      }
      await sleep(2000);
      await stop();

      const batches = writers.flatMap((w) => w.batches);
      const retried = batches.filter((b) => b.retries > 0);
      const check = await checkStream(sql, writers, "again");
      console.log(
        `${summary(`save_id retries under pg_terminate_backend ×${TERMINATIONS}`, check)}; ${retried.length} batches sent again (${retried.reduce((n, b) => n + b.retries, 0)} retries), 0 expected twice`,
      );
      // A batch whose first answer was lost after its commit would be stored twice without its key: checkStream counts it partial.
      expectClean(check);
      expect(
        batches.filter((b) => b.outcome !== "acked").map((b) => `${b.marker}: ${b.status} ${b.text}`),
        "batches never answered 200",
      ).toEqual([]);
      expect(retried.length, "the cuts made some saves fail").toBeGreaterThan(0);
    } finally {
      await admin.end();
      await server.stop();
    }
  });
});
