import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { lineupCargasAfretadores } from "../src/db/schema";
import { anyId } from "../src/lineups/present-rows";
import { makeParties, makePort } from "./factories";
import { bearer, createUser, setUpApp } from "./helpers";

const ROWS = 20_000;
const given = setUpApp(
  async (t) => {
    const token = (await createUser(t.app, ROLE.admin)).token;
    const p = await makeParties(t.app);
    const place = await makePort(t.app, "Santos");
    // 20,000 rows in one statement, as a sheet import without a cap once left them; a quarter with a split line, every tenth with a worker.
    await t.app.db.execute(sql`
      insert into lineups (terminal_id, porto_id, berco_id, carga_id, carga_tipo_id, status, navio_id, agencia_id, afretador_id, recebedor_id, destination_porto, qty, eta, etb)
      select ${place.terminal.id}, ${place.port.id}, ${place.berth.id}, ${place.comm.id}, ${place.type.id},
             (array['Waiting','Expected','Loading','Discharging'])[g % 4 + 1], ${p.vessel.id}, ${p.agency.id}, ${p.charterer.id}, ${p.receiver.id}, ${p.dest.id},
             g, date '2026-11-01' + (g % 60), date '2026-11-03' + (g % 60)
      from generate_series(1, ${ROWS}) g`);
    await t.app.db.execute(sql`
      insert into lineup_cargas_afretadores (lineup_id, carga_id, qty, afretador_id, recebedor_id)
      select id, ${place.comm.id}, 100, ${p.charterer2.id}, ${p.receiver.id} from lineups where terminal_id = ${place.terminal.id} and id % 4 = 0`);
    await t.app.db.execute(sql`
      insert into lineup_trabalhadores (lineup_id, trabalhador_id, qty, type)
      select id, ${p.worker.id}, 10, 'embarcador' from lineups where terminal_id = ${place.terminal.id} and id % 10 = 0`);
    return { token, place };
  },
  { accessTokenTtlSeconds: 3600 },
  {},
  120_000,
);

describe("a board of 20,000 rows", () => {
  it("sends one bind parameter for a list of ids, however long", () => {
    const { t } = given();
    const ids = Array.from({ length: ROWS }, (_, i) => i + 1);
    const query = t.app.db
      .select()
      .from(lineupCargasAfretadores)
      .where(anyId(lineupCargasAfretadores.lineup_id, ids))
      .toSQL();
    expect(query.params).toHaveLength(1);
    expect(query.sql).toContain("= any($1::int[])");
  });

  it("loads through GET /lineups with every row, its split lines and workers", { timeout: 120_000 }, async () => {
    const { t, token, place } = given();
    const started = performance.now();
    const res = await t.app.inject({
      method: "GET",
      url: `/api/v1/lineups?carga_tipo_id=${place.type.id}&porto_id[]=${place.port.id}`,
      headers: bearer(token),
    });
    const took = performance.now() - started;
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const [port] = res.json().portos as {
      counts: Record<string, number>;
      terminais: {
        lineups: {
          id: number;
          cargas_afretadores: { afretador: { name: string } }[];
          embarcadores: { trabalhador: { name: string } }[];
        }[];
      }[];
    }[];
    const rows = port?.terminais[0]?.lineups ?? [];
    console.log(
      `GET /lineups, ${ROWS.toLocaleString("en-US")} rows on ${t.databaseUrl ? "PostgreSQL" : "PGlite"}: ${took.toFixed(0)} ms, ${(res.rawPayload.length / 2 ** 20).toFixed(1)} MiB`,
    );
    expect(rows).toHaveLength(ROWS);
    expect(new Set(rows.map((r) => r.id)).size).toBe(ROWS);
    expect(port?.counts).toEqual({ berthed: ROWS / 2, waiting: ROWS / 4, expected: ROWS / 4 });
    expect(
      rows.filter((r) => r.cargas_afretadores.length === 1 && r.cargas_afretadores[0]?.afretador.name === "Bunge"),
    ).toHaveLength(ROWS / 4);
    expect(rows.filter((r) => r.embarcadores[0]?.trabalhador.name === "OGMO")).toHaveLength(ROWS / 10);
  });

  it("downloads the terminal as a spreadsheet with every row and its split lines", { timeout: 120_000 }, async () => {
    const { t, token, place } = given();
    const started = performance.now();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/lineups/download",
      headers: bearer(token),
      payload: { carga_tipo_id: place.type.id, terminal_id: place.terminal.id },
    });
    const took = performance.now() - started;
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    console.log(
      `download, ${ROWS.toLocaleString("en-US")} rows: ${took.toFixed(0)} ms, ${(res.rawPayload.length / 2 ** 20).toFixed(1)} MiB`,
    );
    let lines = 0;
    let vessels = 0;
    for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([res.rawPayload]), {})) {
      for await (const row of sheet) {
        lines++;
        if (row.getCell(1).value === "NORD VENUS") vessels++;
      }
    }
    // The header, every call, and the split line under a quarter of them.
    expect(lines).toBe(1 + ROWS + ROWS / 4);
    expect(vessels).toBe(ROWS);
  });
});
