import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { lineupCargasAfretadores, lineups, terminais, terminalCargas } from "../src/db/schema";
import { loadBoard } from "../src/lineups/board";
import { streamBoard } from "../src/lineups/board-export";
import type { BoardQuery } from "@lineup/shared/wire/board-query";
import { withDefaults } from "../src/lineups/board-query";
import { assignComms, assignPorts, makeParties, makePort, type Place } from "./factories";
import { countingDb, createUser, startApp, type TestApp, type TestUser } from "./helpers";

let t: TestApp;
let admin: TestUser;
let santos: Place;
let other: Place;
let north: typeof terminais.$inferSelect;

const STATUSES = ["Waiting", "Expected", "Loading", "Discharging", "Sailed"] as const;

beforeAll(async () => {
  t = await startApp();
  admin = await createUser(t.app, ROLE.admin);
  santos = await makePort(t.app, "Santos");
  other = await makePort(t.app, "Itaqui");
  const p = await makeParties(t.app);
  [north] = (await t.app.db.insert(terminais).values({ porto_id: santos.port.id, name: "North" }).returning()) as [
    typeof terminais.$inferSelect,
  ];
  await t.app.db.insert(terminalCargas).values({ terminal_id: north.id, carga_id: santos.comm.id });
  // 47 rows on TGG and 9 on North with many equal and missing ETBs, quantities and statuses: pages must break inside runs of equal values.
  const row = (i: number, terminalId: number): typeof lineups.$inferInsert => ({
    terminal_id: terminalId,
    porto_id: santos.port.id,
    carga_id: santos.comm.id,
    carga_tipo_id: santos.type.id,
    navio_id: p.vessel.id,
    afretador_id: p.charterer.id,
    status: STATUSES[i % STATUSES.length] ?? "Waiting",
    qty: i % 6 === 0 ? null : String(1000 + (i % 4) * 250),
    eta: `2026-11-${String(1 + (i % 9)).padStart(2, "0")}`,
    etb: i % 5 === 0 ? null : `2026-11-${String(10 + (i % 3)).padStart(2, "0")}`,
    is_observacao: i % 11 === 3 ? 1 : 0,
    observacao: i % 11 === 3 ? `Note ${i}` : null,
  });
  const ids = await t.app.db
    .insert(lineups)
    .values([
      ...Array.from({ length: 47 }, (_, i) => row(i, santos.terminal.id)),
      ...Array.from({ length: 9 }, (_, i) => row(i, north.id)),
    ])
    .returning({ id: lineups.id });
  await t.app.db.insert(lineupCargasAfretadores).values(
    ids
      .filter((_, i) => i % 4 === 1)
      .map(({ id }) => ({
        lineup_id: id,
        carga_id: santos.comm.id,
        qty: "12.5",
        afretador_id: p.charterer2.id,
        recebedor_id: p.receiver.id,
      })),
  );
  await t.app.db.insert(lineups).values({
    terminal_id: other.terminal.id,
    porto_id: other.port.id,
    carga_id: other.comm.id,
    carga_tipo_id: other.type.id,
    status: "Waiting",
  });
});
afterAll(() => t.close());

/** The streamed ports read to the end: names and rows, as lists. */
async function drained(ports: Awaited<ReturnType<typeof streamBoard>>) {
  const out = [];
  for (const port of ports) {
    const terminals = [];
    for (const terminal of port.terminais) {
      const rows = [];
      for await (const row of terminal.lineups) rows.push(row);
      terminals.push({ id: terminal.id, name: terminal.name, remark: terminal.remark, lineups: rows });
    }
    out.push({ id: port.id, name: port.name, terminais: terminals });
  }
  return out;
}

/** What the board itself gives for the same filters, reduced to what the export reads. */
async function board(user: TestUser["user"], query: BoardQuery) {
  const b = await loadBoard(t.app.db, user, withDefaults(query));
  return b.portos.map((port) => ({
    id: port.id,
    name: port.name,
    terminais: port.terminais.map((x) => ({ id: x.id, name: x.name, remark: x.remark, lineups: x.lineups })),
  }));
}

describe("streamBoard (the spreadsheet's rows, page by page)", () => {
  const cases: [string, BoardQuery][] = [
    ["ETB ascending (the default)", {}],
    ["ETB descending", { ordem: "desc" }],
    ["quantity, with missing ones", { campo: "qty" }],
    ["status descending", { campo: "status", ordem: "desc" }],
    ["id", { campo: "id", ordem: "desc" }],
    ["an unknown sort field (ETB)", { campo: "berth" }],
    ["an Object built-in as sort field (ETB)", { campo: "toString" }],
    ["every status and a period", { status: [...STATUSES], periodo_inicio: "2026-11-05" }],
    ["one terminal", { terminal_id: 0 }],
  ];
  for (const [what, extra] of cases) {
    it(`gives the board's rows in the board's order across pages: ${what}`, async () => {
      const query: BoardQuery = {
        carga_tipo_id: santos.type.id,
        porto_id: [santos.port.id, other.port.id],
        ...extra,
        ...(extra.terminal_id === 0 ? { terminal_id: north.id } : {}),
      };
      const expected = await board(admin.user, query);
      expect(expected.flatMap((p) => p.terminais).length).toBeGreaterThan(0);
      for (const pageRows of [1, 4, 10, 1000])
        expect(await drained(await streamBoard(t.app.db, admin.user, withDefaults(query), { pageRows }))).toEqual(
          expected,
        );
    });
  }

  it("keeps an operator to its ports and a client to its comms and fields, as the board does", async () => {
    const operator = await createUser(t.app, ROLE.operator);
    await assignPorts(t.app, operator.user.id, [other.port.id]);
    const client = await createUser(t.app, ROLE.client);
    await assignComms(t.app, client.user.id, [santos.comm.id]);
    for (const who of [operator, client]) {
      const query: BoardQuery = { carga_tipo_id: santos.type.id, status: [...STATUSES] };
      expect(await drained(await streamBoard(t.app.db, who.user, withDefaults(query), { pageRows: 7 }))).toEqual(
        await board(who.user, query),
      );
    }
  });

  it("reads a terminal's rows only when its sheet is written, a page per query", async () => {
    const counting = countingDb(t.app.db, ["execute"]);
    const ports = await streamBoard(
      counting.db,
      admin.user,
      withDefaults({ carga_tipo_id: santos.type.id, porto_id: [santos.port.id], status: [...STATUSES] }),
      { pageRows: 10 },
    );
    expect(counting.queries()).toBe(0);
    const tgg = ports[0]?.terminais.find((x) => x.name === santos.terminal.name);
    let rows = 0;
    for await (const _ of tgg?.lineups ?? []) rows++;
    expect(rows).toBe(47);
    // 47 rows in pages of 10: five pages of rows (the names of each page are read with drizzle's select, not counted here).
    expect(counting.queries()).toBe(5);
  });
});
