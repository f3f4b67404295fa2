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
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROLE } from "@lineup/shared";
import { makeParties, makePort } from "../server/test/factories";
import { bearer, createUser, startApp } from "../server/test/helpers";
import { readWholeSheet, writeSheet } from "../server/test/sheets";
import { measure } from "./measure";

const CAP = 5_000;
const BIG = Number(process.env.BENCH_BIG_ROWS ?? 200_000);

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-import-"));
  const t = await startApp({ accessTokenTtlSeconds: 3600 });
  try {
    const { token } = await createUser(t.app, ROLE.admin);
    await makeParties(t.app);
    const place = await makePort(t.app, "Santos");
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
    const line = (i: number) => ["NORD VENUS", null, "Waiting", `${i + 1} t`, place.comm.name, null, null, null, "Cargill", "Fertipar", "Qingdao, China"];
    const file = async (name: string, count: number, row: (i: number) => (string | null)[]) => {
      await writeSheet(path.join(dir, name), count, row);
      return readFileSync(path.join(dir, name));
    };
    const valid = await file("valid.xlsx", CAP, line);
    const refused = await file("refused.xlsx", CAP, (i) => (i === CAP - 1 ? ["GHOST SHIP", ...line(i).slice(1)] : line(i)));
    const big = await file("big.xlsx", BIG, (i) => ["NORD VENUS", null, "Waiting", `${i + 1} t`]);
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

    console.log(`Import benchmark on ${t.databaseUrl ? "PostgreSQL" : "PGlite"}: sheets of ${CAP.toLocaleString("en-US")} rows (${(valid.length / 1e3).toFixed(0)} kB) and ${BIG.toLocaleString("en-US")} rows (${(big.length / 1e6).toFixed(1)} MB)\n`);
    expectStatus(422)(await measure(`app: read and check ${CAP.toLocaleString("en-US")} rows (422 on the last)`, () => upload(refused)));
    expectStatus(201)(await measure(`app: import ${CAP.toLocaleString("en-US")} rows (read, check, save)`, () => upload(valid)));
    expectStatus(422)(await measure(`app: refuse ${BIG.toLocaleString("en-US")} rows`, () => upload(big)));
    await measure(`baseline: whole-workbook load of ${CAP.toLocaleString("en-US")} rows`, () => readWholeSheet(valid));
    await measure(`baseline: whole-workbook load of ${BIG.toLocaleString("en-US")} rows`, () => readWholeSheet(big));
  } finally {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
