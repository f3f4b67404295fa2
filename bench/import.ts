/**
 * Spreadsheet import benchmark (issue 10: "a 3.6 MB sheet of 200,000 rows took
 * 480 s and 3.8 GiB and made health checks time out").
 *
 * Run: pnpm bench:import   (PGlite; set DATABASE_URL to run on PostgreSQL,
 * a throw-away database is created)
 *
 * 1. The real app on a loopback port. A 5,000-row sheet (the default cap) is
 *    uploaded twice: once with an unknown vessel on its last row (read and
 *    checked, refused with 422: the import's own work) and once valid
 *    (imported: reading plus the save). Then a 200,000-row sheet (about
 *    3.7 MB) is uploaded and refused.
 * 2. Baseline in the same run: the same sheets loaded by exceljs'
 *    whole-workbook reader, as the import did before it streamed.
 * Each phase prints its time, the RSS peak and the growth of heap plus
 * external memory (sampled every 10 ms, after a GC), and the largest
 * event-loop delay. A blocked event loop cannot sample: its phase's peak is
 * a lower bound.
 * 3. Forged archives (issue 19, `server/test/forged-zips.ts`), each around a
 *    sheet inflating to BENCH_BOMB_MIB (1,024) MiB: each must be refused with
 *    422 within 1 s and at most +50 MiB of RSS or heap plus external memory.
 *    Baseline: the issue's figures before the fix (a 1.2 MB upload whose
 *    directory said stored and local header deflate: 17 s, +760 MB).
 *    `BENCH_ONLY=forged` runs this part alone.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROLE } from "@lineup/shared";
import { makeParties, makePort } from "../server/test/factories";
import { bearer, createUser, startApp } from "../server/test/helpers";
import { forgedArchives } from "../server/test/forged-zips";
import { readWholeSheet, sheetLine, writeSheet } from "../server/test/sheets";
import { measure } from "./measure";

const CAP = 5_000;
const BIG = Number(process.env.BENCH_BIG_ROWS ?? 200_000);
const BOMB_MIB = Number(process.env.BENCH_BOMB_MIB ?? 1024);
const FORGED_ONLY = process.env.BENCH_ONLY === "forged";
/** What a forged archive may cost before its refusal (issue 19). */
const LIMIT = { ms: 1000, mib: 50 };

/** Time and the largest growth of RSS and of heap plus external memory (sampled every 5 ms) of one request. */
async function cost<T>(work: () => Promise<T>) {
  globalThis.gc?.();
  const used = () => process.memoryUsage();
  const start = used();
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const now = used();
    rss = Math.max(rss, now.rss - start.rss);
    heap = Math.max(heap, now.heapUsed + now.external - start.heapUsed - start.external);
  };
  const sampler = setInterval(sample, 5);
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  clearInterval(sampler);
  sample();
  return { result, ms, rssMib: rss / 2 ** 20, heapMib: heap / 2 ** 20 };
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-import-"));
  const t = await startApp({ accessTokenTtlSeconds: 3600 });
  try {
    const { token } = await createUser(t.app, ROLE.admin);
    await makeParties(t.app);
    const place = await makePort(t.app, "Santos");
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
    const line = sheetLine(place.comm.name);
    const file = async (name: string, count: number, row: (i: number) => (string | null)[]) => {
      await writeSheet(path.join(dir, name), count, row);
      return readFileSync(path.join(dir, name));
    };
    const upload = async (data: Buffer) => {
      const form = new FormData();
      form.set("terminal_id", String(place.terminal.id));
      form.set("file", new Blob([new Uint8Array(data)]), "lineups.xlsx");
      const res = await fetch(`${base}/lineups/importar`, { method: "POST", headers: bearer(token), body: form });
      await res.arrayBuffer();
      return res.status;
    };
    const expectStatus = (want: number) => (got: number) => {
      if (got !== want) throw new Error(`expected ${want}, got ${got}`);
    };

    const forged = forgedArchives(BOMB_MIB * 2 ** 20);
    console.log(
      `Forged archives (each sheet inflating to ${BOMB_MIB.toLocaleString("en-US")} MiB), limit ${LIMIT.ms} ms and +${LIMIT.mib} MiB; baseline before the fix: 17 s, +760 MB\n`,
    );
    let failed = 0;
    for (const f of forged) {
      const { result, ms, rssMib, heapMib } = await cost(() => upload(f.file));
      const ok = result === 422 && ms <= LIMIT.ms && rssMib <= LIMIT.mib && heapMib <= LIMIT.mib;
      if (!ok) failed++;
      console.log(
        `${f.label.padEnd(48)} ${`${(f.file.length / 1e3).toFixed(0)} kB`.padStart(8)}  ${result}  ${`${ms.toFixed(0)} ms`.padStart(8)}  RSS +${rssMib.toFixed(1).padStart(5)} MiB  heap +${heapMib.toFixed(1).padStart(5)} MiB  ${ok ? "refused within limits" : "OVER THE LIMIT"}`,
      );
    }
    console.log(
      failed ? `\n${failed} forged archive(s) over the limit\n` : "\nevery forged archive refused within the limits\n",
    );
    if (failed) process.exitCode = 1;
    if (FORGED_ONLY) return;

    const valid = await file("valid.xlsx", CAP, line);
    const refused = await file("refused.xlsx", CAP, (i) =>
      i === CAP - 1 ? ["GHOST SHIP", ...line(i).slice(1)] : line(i),
    );
    const big = await file("big.xlsx", BIG, (i) => ["NORD VENUS", null, "Waiting", `${i + 1} t`]);

    console.log(
      `Import benchmark on ${t.databaseUrl ? "PostgreSQL" : "PGlite"}: sheets of ${CAP.toLocaleString("en-US")} rows (${(valid.length / 1e3).toFixed(0)} kB) and ${BIG.toLocaleString("en-US")} rows (${(big.length / 1e6).toFixed(1)} MB)\n`,
    );
    expectStatus(422)(
      await measure(`app: read and check ${CAP.toLocaleString("en-US")} rows (422 on the last)`, () => upload(refused)),
    );
    expectStatus(201)(
      await measure(`app: import ${CAP.toLocaleString("en-US")} rows (read, check, save)`, () => upload(valid)),
    );
    expectStatus(422)(await measure(`app: refuse ${BIG.toLocaleString("en-US")} rows`, () => upload(big)));
    await measure(`baseline: whole-workbook load of ${CAP.toLocaleString("en-US")} rows`, () => readWholeSheet(valid));
    await measure(`baseline: whole-workbook load of ${BIG.toLocaleString("en-US")} rows`, () => readWholeSheet(big));
  } finally {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
