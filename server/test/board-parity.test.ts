import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  averageWaitingDays,
  compareBoardRows,
  LINEUP_STATUSES,
  matchesBoardFilters,
  ROLE,
  statusCounts,
  type BoardFilterRow,
  type BoardRowFilters,
} from "@lineup/shared";
import { cargas, lineupTrabalhadores, navios, terminais, trabalhadores } from "../src/db/schema";
import { withDefaults } from "../src/lineups/board-query";
import { assignComms, makeLineupRow, makeParties, makePort, type Place, type Parties } from "./factories";
import { bearer, createUser, startApp, type TestApp } from "./helpers";
import { listen, subscribe } from "./live/live-helpers";

/**
 * The web applies the board's filters to the rows its live rooms send (so a
 * viewer never reads the board again after a remote change): for every filter
 * combination, `GET /lineups` must show exactly the room's rows the shared
 * predicate keeps, in the shared order, with the same counts and waiting times.
 */
let t: TestApp;
let origin: string;
let ctx: Place;
let p: Parties;
let second: { id: number };
let otherComm: { id: number };
let agencyVessel: { id: number };
let otherWorker: { id: number };
const tokens: Record<"admin" | "client", string> = { admin: "", client: "" };
const subscribers: ReturnType<typeof subscribe>[] = [];
const first = <T>(rows: T[]): T => {
  if (!rows[0]) throw new Error("nothing inserted");
  return rows[0];
};

beforeAll(async () => {
  t = await startApp();
  origin = await listen(t.app);
  ctx = await makePort(t.app, "Santos");
  p = await makeParties(t.app);
  second = first(
    await t.app.db
      .insert(terminais)
      .values({
        porto_id: ctx.port.id,
        name: "TES",
        rate: "9000",
        av_dw_bw: "2",
        max_draft: "11",
        draft_berth: "20",
        loa: "200",
        remark: "Night berthing",
      })
      .returning(),
  );
  otherComm = first(
    await t.app.db.insert(cargas).values({ tipo_id: ctx.type.id, name: "Soy", synonym: "S" }).returning(),
  );
  agencyVessel = first(
    await t.app.db.insert(navios).values({ name: "AGENCY STAR", is_agency_client: true }).returning(),
  );
  otherWorker = first(await t.app.db.insert(trabalhadores).values({ name: "Stevedore" }).returning());
  const elsewhere = await makePort(t.app, "Itaqui");
  tokens.admin = (await createUser(t.app, ROLE.admin)).token;
  const client = await createUser(t.app, ROLE.client);
  await assignComms(t.app, client.user.id, [ctx.comm.id]);
  tokens.client = client.token;

  // A spread of rows over both terminals: every status, notes, empty values, dates on the filters' edges, another comm type.
  const statuses = LINEUP_STATUSES;
  const dates = [null, "2030-01-10", "2030-01-31", "2030-02-01", "2030-02-15"];
  let n = 0;
  for (const terminal of [ctx.terminal, second]) {
    for (const status of statuses) {
      for (const [i, eta] of dates.entries()) {
        n++;
        const row = await makeLineupRow(t.app, ctx, {
          terminal_id: terminal.id,
          status,
          navio_id: n % 4 === 0 ? agencyVessel.id : n % 4 === 1 ? p.vessel.id : null,
          carga_id: n % 5 === 0 ? null : n % 2 ? ctx.comm.id : otherComm.id,
          afretador_id: n % 3 === 0 ? p.charterer.id : n % 3 === 1 ? p.charterer2.id : null,
          recebedor_id: n % 2 ? p.receiver.id : null,
          agencia_id: n % 3 ? p.agency.id : p.house.id,
          client_type: n % 4 ? "FULL" : null,
          destination_porto: n % 3 === 0 ? p.dest.id : n % 3 === 1 ? p.destTbi.id : null,
          eta,
          etb: dates[(i + n) % dates.length] ?? null,
          etc: dates[(3 * i + 2 * n + 1) % dates.length] ?? null,
        });
        if (n % 3 === 0)
          await t.app.db.insert(lineupTrabalhadores).values({
            lineup_id: row.id,
            trabalhador_id: n % 2 ? p.worker.id : otherWorker.id,
            type: n % 2 ? "embarcador" : "recebedor",
            qty: "10",
          });
      }
    }
    await makeLineupRow(t.app, ctx, {
      terminal_id: terminal.id,
      status: "Sailed",
      is_observacao: 1,
      observacao: "Channel dredging",
      carga_id: null,
    });
  }
  await makeLineupRow(t.app, ctx, {
    status: "Waiting",
    carga_tipo_id: elsewhere.type.id,
    carga_id: elsewhere.comm.id,
    eta: "2030-01-10",
  });
});

afterAll(async () => {
  for (const s of subscribers) s.destroy();
  await t.close();
});

type Row = BoardFilterRow & { id: number; porto_id: number; terminal_id: number };
interface Board {
  portos: {
    id: number;
    counts: unknown;
    espera: { terminal_id: number; av_waiting_time: number | null }[];
    terminais: { id: number; av_waiting_time: number | null; lineups: Row[] }[];
  }[];
}

/** Every row of a terminal's room, as a subscriber of that role receives them. */
async function roomRows(terminalId: number, who: "admin" | "client"): Promise<Row[]> {
  const s = subscribe(origin, terminalId, tokens[who]);
  subscribers.push(s);
  await s.synced();
  return [...s.rows.values()] as unknown as Row[];
}

/** `GET /lineups` for these filters on Santos. */
async function board(f: Partial<BoardRowFilters>, who: "admin" | "client"): Promise<Board> {
  const q = new URLSearchParams({ "porto_id[]": String(ctx.port.id) });
  for (const [key, value] of Object.entries(f)) {
    if (Array.isArray(value)) for (const v of value) q.append(`${key}[]`, String(v));
    else if (value !== undefined && value !== null) q.set(key, String(value));
  }
  const res = await t.app.inject({ method: "GET", url: `/api/v1/lineups?${q}`, headers: bearer(tokens[who]) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const combos = (): Partial<BoardRowFilters>[] => [
  {},
  { status: ["Sailed"] },
  { status: ["Waiting", "Loading"], carga_id: [ctx.comm.id] },
  { carga_id: [otherComm.id] },
  { afretador_id: [p.charterer.id, p.charterer2.id] },
  { navio_id: [p.vessel.id] },
  { recebedor_id: [p.receiver.id] },
  { agencia_id: [p.house.id], client_type: ["FULL"] },
  { embarcadores: [p.worker.id] },
  { embarcadores: [otherWorker.id] },
  { destination_port: p.dest.id },
  { destination_port: "chin" },
  { destination_port: "tb" },
  { is_agency_client: "1" },
  { periodo_inicio: "2030-02-01" },
  { periodo_fim: "2030-01-31" },
  { periodo_inicio: "2030-01-31", periodo_fim: "2030-01-31", status: ["Sailed", "Waiting", "Expected"] },
  { carga_tipo_id: 99_999 },
];

describe("the board's filters in the browser", () => {
  for (const who of ["admin", "client"] as const) {
    it(`select for ${who === "admin" ? "an admin" : "a client"} exactly the rows GET /lineups selects, in its order, with its counts and waiting times`, async () => {
      const rooms = new Map<number, Row[]>();
      for (const id of [ctx.terminal.id, second.id]) rooms.set(id, await roomRows(id, who));
      expect(rooms.get(ctx.terminal.id)?.length).toBeGreaterThan(10);
      let checked = 0;
      for (const combo of combos()) {
        const filters = withDefaults({ carga_tipo_id: ctx.type.id, ...combo } as never) as BoardRowFilters;
        const res = await board({ carga_tipo_id: ctx.type.id, ...combo }, who);
        const port = res.portos[0];
        const shownRows: Row[] = [];
        for (const [terminalId, rows] of rooms) {
          const expected = rows
            .filter((r) => matchesBoardFilters(r, filters, { client: who === "client" }))
            .sort(compareBoardRows);
          const terminal = port?.terminais.find((x) => x.id === terminalId);
          expect(terminal?.lineups ?? [], `${who} ${JSON.stringify(combo)} terminal ${terminalId}`).toEqual(expected);
          const lines = expected.filter((r) => r.is_observacao === 0);
          if (terminal) expect(terminal.av_waiting_time).toBe(averageWaitingDays(lines));
          shownRows.push(...lines);
          checked += expected.length;
        }
        if (port)
          expect(port.counts, `${who} ${JSON.stringify(combo)} counts`).toEqual(
            statusCounts(shownRows.filter((r) => r.porto_id === port.id)),
          );
      }
      // The combinations really select: some rows every time, not all of them.
      expect(checked).toBeGreaterThan(50);
    });
  }

  it("keeps notes whatever the filters, but never a note of another comm type", () => {
    const note = {
      carga_tipo_id: 1,
      is_observacao: 1,
      status: "Sailed",
      carga_id: null,
      navio_id: null,
      afretador_id: null,
      eta: null,
      etb: null,
      etc: null,
    };
    expect(
      matchesBoardFilters(
        note,
        { carga_tipo_id: 1, status: ["Waiting"], carga_id: [4], periodo_inicio: "2030-01-01" },
        { client: false },
      ),
    ).toBe(true);
    expect(matchesBoardFilters(note, { carga_tipo_id: 2 }, { client: false })).toBe(false);
  });
});
