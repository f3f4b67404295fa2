/**
 * Spreadsheet export benchmark (issue 13: "streamed with exceljs' streaming
 * writer so 100,000 rows export in bounded memory").
 *
 * Run: pnpm bench:export   (BENCH_EXPORT_ROWS changes the row count;
 * BENCH_ROUTE=0 skips the database phases, BENCH_WRITER=0 the writer-alone ones;
 * DATABASE_URL runs the database phases on PostgreSQL)
 *
 * 1. From the database, each in a process of its own (its RSS peak is its own):
 *    - now: each terminal's rows read in pages (streamBoard) into the
 *      streaming writer, in the process; then `POST /lineups/download/all`
 *      over loopback HTTP;
 *    - before: the whole board loaded and shaped by loadBoard, then the same
 *      writer (the export before it streamed from the database).
 * 2. The writer alone: 100,000 rows over four terminals (a quarter with two
 *    split lines each), built in memory beforehand, written by
 *    writeLineupWorkbook to a reader that takes everything at once, then to a
 *    slow reader (8 MiB/s) to show that backpressure keeps memory flat; and
 *    the same sheets built in exceljs' whole-workbook model and written with
 *    writeBuffer, as the export did before it used the streaming writer.
 * Each phase prints its time, the RSS peak, the growth of heap plus external
 * memory (sampled every 10 ms, after a GC) and the largest event-loop delay.
 */
import { spawn } from "node:child_process";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { ROLE } from "@lineup/shared";
import { lineupCargasAfretadores, lineups, terminais, terminalCargas } from "../server/src/db/schema";
import type { ExportPort, ExportRow, WorkbookOptions } from "../server/src/exports/workbook";
import { writeLineupWorkbook } from "../server/src/exports/workbook-writer";
import { loadBoard } from "../server/src/lineups/board";
import { streamBoard } from "../server/src/lineups/board-export";
import { withDefaults } from "../server/src/lineups/board-query";
import { makeParties, makePort } from "../server/test/factories";
import { bearer, createUser, startApp } from "../server/test/helpers";
import { writeWholeWorkbook } from "../server/test/sheets";
import { measure } from "./measure";

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const TERMINALS = 4;
const OPTIONS: WorkbookOptions = { agency: true, destinationLabel: "Disport", agencyName: "Oceanic" };
const STATUSES = ["Waiting", "Expected", "Loading", "Discharging"] as const;
const day = (i: number) => new Date(Date.UTC(2026, 0, 1) + (i % 365) * 86_400_000).toISOString().slice(0, 10);

/** `ROWS` rows shaped as the board returns them, spread over the terminals of one port. */
function boardRows(): ExportPort[] {
  const named = (name: string) => ({ name });
  const row = (i: number): ExportRow => ({
    is_observacao: 0,
    observacao: null,
    navio: named(`VESSEL ${i}`),
    berco: named(`Berth ${(i % 3) + 1}`),
    status: STATUSES[i % STATUSES.length] ?? "Waiting",
    pob: null,
    qty: `${(i % 90_000) + 1000}.${String(i % 1000).padStart(3, "0")}`,
    qty_unidade: "t",
    carga: named("SOYBEANS"),
    eta: day(i),
    etb: day(i + 3),
    etc: day(i + 5),
    afretador: named("Cargill"),
    recebedor: named("Fertipar"),
    destination_port: { name: "Qingdao", pais: "China" },
    agencia: named("Williams"),
    client_type: "FULL",
    cargas_afretadores:
      i % 4 === 0
        ? [
            { carga: named("CORN"), qty: "1200.500", afretador: named("Bunge"), recebedor: named("Fertipar") },
            { carga: named("SOYBEAN MEAL"), qty: "800", afretador: named("Cargill"), recebedor: null },
          ]
        : [],
  });
  const per = Math.ceil(ROWS / TERMINALS);
  return [
    {
      name: "Santos",
      terminais: Array.from({ length: TERMINALS }, (_, t) => ({
        name: `Terminal ${t + 1}`,
        remark: "Daylight only",
        lineups: Array.from({ length: Math.min(per, ROWS - t * per) }, (_, i) => row(t * per + i)),
      })),
    },
  ];
}

/** A reader that drops what it gets, counting bytes; `bytesPerSecond` makes it slow. */
function sink(bytesPerSecond = Infinity) {
  const counted = { bytes: 0 };
  const stream = new Writable({
    highWaterMark: 64 * 1024,
    write(chunk: Buffer, _encoding, done) {
      counted.bytes += chunk.length;
      if (bytesPerSecond === Infinity) return done();
      sleep((chunk.length / bytesPerSecond) * 1000).then(() => done(), done);
    },
  });
  return {
    stream,
    counted,
    finished: new Promise<void>((resolve, reject) => stream.on("finish", resolve).on("error", reject)),
  };
}

async function streamed(ports: ExportPort[], bytesPerSecond?: number) {
  const out = sink(bytesPerSecond);
  await writeLineupWorkbook(ports, OPTIONS, out.stream);
  await out.finished;
  return out.counted.bytes;
}

/** A fresh app with `ROWS` rows in the database (four terminals of one port, a quarter with two split lines), and an admin. */
async function filledApp() {
  const t = await startApp({ accessTokenTtlSeconds: 3600 });
  const admin = await createUser(t.app, ROLE.admin);
  const p = await makeParties(t.app);
  const place = await makePort(t.app, "Santos");
  const extra = await t.app.db
    .insert(terminais)
    .values(Array.from({ length: TERMINALS - 1 }, (_, i) => ({ porto_id: place.port.id, name: `Terminal ${i + 2}` })))
    .returning();
  await t.app.db.insert(terminalCargas).values(extra.map((x) => ({ terminal_id: x.id, carga_id: place.comm.id })));
  const terminalIds = [place.terminal.id, ...extra.map((x) => x.id)];
  const CHUNK = 2_000;
  for (let from = 0; from < ROWS; from += CHUNK) {
    const values = Array.from({ length: Math.min(CHUNK, ROWS - from) }, (_, k) => {
      const i = from + k;
      return {
        terminal_id: terminalIds[i % TERMINALS] ?? place.terminal.id,
        porto_id: place.port.id,
        carga_id: place.comm.id,
        carga_tipo_id: place.type.id,
        status: STATUSES[i % STATUSES.length] ?? "Waiting",
        navio_id: p.vessel.id,
        afretador_id: p.charterer.id,
        recebedor_id: p.receiver.id,
        destination_porto: p.dest.id,
        agencia_id: p.agency.id,
        qty: `${(i % 90_000) + 1000}.5`,
        eta: day(i),
        etb: day(i + 3),
        etc: day(i + 5),
      };
    });
    const ids = await t.app.db.insert(lineups).values(values).returning({ id: lineups.id });
    const split = ids.filter((_, k) => (from + k) % 4 === 0);
    if (split.length)
      await t.app.db.insert(lineupCargasAfretadores).values(
        split.flatMap(({ id }) => [
          {
            lineup_id: id,
            carga_id: place.comm.id,
            qty: "1200.5",
            afretador_id: p.charterer2.id,
            recebedor_id: p.receiver.id,
          },
          { lineup_id: id, carga_id: place.comm.id, qty: "800", afretador_id: p.charterer.id },
        ]),
      );
  }
  const filters = withDefaults({ carga_tipo_id: place.type.id, porto_id: [place.port.id] });
  return { t, admin, place, filters };
}

const where = (t: { databaseUrl?: string }) => (t.databaseUrl ? "PostgreSQL" : "PGlite");

/**
 * The export from the database in this process, in the current way: each
 * terminal's rows read in pages (streamBoard) into the streaming writer; then
 * the same through the route, over loopback HTTP.
 */
async function fromDatabaseStreamed() {
  const { t, admin, place, filters } = await filledApp();
  try {
    globalThis.gc?.();
    await measure(
      `streamBoard + writer, ${ROWS.toLocaleString("en-US")} rows (${where(t)})`,
      async () => {
        const out = sink();
        await writeLineupWorkbook(
          (await streamBoard(t.app.db, admin.user, filters)) as unknown as ExportPort[],
          OPTIONS,
          out.stream,
        );
        await out.finished;
      },
      { retained: true },
    );
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/lineups/download/all`;
    const body = JSON.stringify({ carga_tipo_id: place.type.id, porto_id: [place.port.id], agencia: 1 });
    globalThis.gc?.();
    const bytes = await measure(
      `app: POST /lineups/download/all (${where(t)})`,
      async () => {
        const res = await fetch(url, {
          method: "POST",
          headers: { ...bearer(admin.token), "content-type": "application/json" },
          body,
        });
        if (res.status !== 200) throw new Error(`download answered ${res.status}: ${await res.text()}`);
        return (await res.arrayBuffer()).byteLength;
      },
      { retained: true },
    );
    console.log(`  (${(bytes / 2 ** 20).toFixed(1)} MiB downloaded)`);
  } finally {
    await t.close();
  }
}

/** Baseline: the export as it was before it streamed from the database: the whole board loaded and shaped (loadBoard), then the streaming writer. */
async function fromDatabaseBefore() {
  const { t, admin, filters } = await filledApp();
  try {
    globalThis.gc?.();
    await measure(
      `before: loadBoard + writer, ${ROWS.toLocaleString("en-US")} rows (${where(t)})`,
      async () => {
        const out = sink();
        const board = await loadBoard(t.app.db, admin.user, filters);
        await writeLineupWorkbook(board.portos as unknown as ExportPort[], OPTIONS, out.stream);
        await out.finished;
      },
      { retained: true },
    );
  } finally {
    await t.close();
  }
}

/** Runs one database phase in a process of its own, so its RSS peak is its own (a process does not give memory back). */
function inOwnProcess(phase: "streamed" | "before") {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
      env: { ...process.env, BENCH_EXPORT_PHASE: phase },
      stdio: "inherit",
    });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${phase} phase exited with ${code}`))));
  });
}

async function main() {
  const phase = process.env.BENCH_EXPORT_PHASE;
  if (phase === "streamed") return fromDatabaseStreamed();
  if (phase === "before") return fromDatabaseBefore();
  if (process.env.BENCH_ROUTE !== "0") {
    console.log(
      `Export from the database: ${ROWS.toLocaleString("en-US")} rows and ${(ROWS / 2).toLocaleString("en-US")} split lines over ${TERMINALS} sheets, each way in its own process (filling the database is not measured)\n`,
    );
    await inOwnProcess("streamed");
    await inOwnProcess("before");
    console.log();
  }
  if (process.env.BENCH_WRITER === "0") return;
  const ports = boardRows();
  const splits = ports
    .flatMap((p) => p.terminais)
    .reduce((n, t) => n + (t.lineups as ExportRow[]).reduce((m, r) => m + (r.cargas_afretadores?.length ?? 0), 0), 0);
  console.log(
    `The writer alone: ${ROWS.toLocaleString("en-US")} rows and ${splits.toLocaleString("en-US")} split lines over ${TERMINALS} sheets (rows built in memory beforehand)\n`,
  );
  const size = await measure("streaming writer, reader takes all", () => streamed(ports));
  console.log(`  (${(size / 2 ** 20).toFixed(1)} MiB file)`);
  await measure("streaming writer, reader at 8 MiB/s", () => streamed(ports, 8 * 2 ** 20));
  // Last: its memory is not given back to the system, so it would inflate the RSS peaks of what follows.
  await measure("baseline: whole-workbook writer (writeBuffer)", () => writeWholeWorkbook(ports, OPTIONS));
}

await main();
