import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { bercos, lineups } from "../../src/db/schema";
import { presentRows } from "../../src/lineups/present-rows";
import { clientRow } from "../../src/live/source";
import { bearer, createUser, startApp, type TestApp, type TestUser } from "../helpers";
import { assignComms, makeParties, makePort, addComm, type Place, type Parties } from "../factories";
import { listen, savePort, subscriptions, waitFor } from "./live-helpers";

let t: TestApp;
let origin: string;
let admin: TestUser;
let p: Parties;
const { open, closeAll } = subscriptions(() => origin);

beforeAll(async () => {
  t = await startApp();
  origin = await listen(t.app);
  [admin, p] = await Promise.all([createUser(t.app, ROLE.admin, { name: "Ada" }), makeParties(t.app)]);
});
afterAll(async () => {
  closeAll();
  await t.close();
});

const save = (token: string, terminalId: number, list: object[], deleted: number[] = []) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/lineups/list",
    headers: bearer(token),
    payload: { terminal_id: terminalId, list, deleted_lines: deleted },
  });

/** The terminal as `GET /lineups` shows it to `token`'s user. */
async function boardTerminal(token: string, place: Place) {
  const res = await t.app.inject({
    url: `/api/v1/lineups?carga_tipo_id=${place.type.id}&porto_id[]=${place.port.id}`,
    headers: bearer(token),
  });
  const terminal = res.json().portos[0].terminais[0];
  return terminal as Record<string, unknown> & { lineups: Record<string, unknown>[] };
}

const header = (terminal: Record<string, unknown>) => {
  const { name, rate, av_dw_bw, max_draft, draft_berth, loa, remark, atualizado_data, atualizador } = terminal;
  return { name, rate, av_dw_bw, max_draft, draft_berth, loa, remark, atualizado_data, atualizador };
};

describe("a room's meta", () => {
  it("carries the terminal's header, counts and waiting time as GET /lineups shows them, and follows saves and the port form", async () => {
    const place = await makePort(t.app);
    const base = {
      carga_id: place.comm.id,
      carga_tipo_id: place.type.id,
      afretador_id: p.charterer.id,
      recebedor_id: p.receiver.id,
      destination_porto: p.dest.id,
    };
    await save(admin.token, place.terminal.id, [
      { ...base, status: "Waiting", eta: "2030-01-01", etb: "2030-01-04" },
      { ...base, status: "Loading", eta: "2030-01-02", etb: "2030-01-03" },
      {
        ...base,
        is_observacao: 1,
        observacao: "Swell expected",
        status: "Expected",
        eta: "2030-01-01",
        etb: "2030-01-20",
      },
    ]);
    const c = open(place.terminal.id, admin.token);
    await c.synced();
    let board = await boardTerminal(admin.token, place);
    expect(c.meta.get("terminal_id")).toBe(place.terminal.id);
    expect(c.meta.get("terminal")).toEqual(header(board));
    expect(c.meta.get("terminal")).toMatchObject({ rate: "10000", atualizador: "Ada" });
    expect(c.meta.get("updated_at")).toBe(board.atualizado_data);
    expect(c.meta.get("updated_by")).toBe("Ada");
    // The observation row counts for neither.
    expect(c.meta.get("counts")).toEqual({ berthed: 1, waiting: 1, expected: 0 });
    expect(c.meta.get("av_waiting_time")).toBe(board.av_waiting_time);
    expect(c.meta.get("av_waiting_time")).toBe(2);

    // A save by someone else: new counts, waiting time, last update and who.
    const bea = await createUser(t.app, ROLE.admin, { name: "Bea" });
    const added = await save(bea.token, place.terminal.id, [
      { ...base, status: "Expected", eta: "2030-02-01", etb: "2030-02-08" },
    ]);
    expect(added.statusCode).toBe(200);
    await waitFor(() => c.meta.get("updated_by") === "Bea", "the updater");
    board = await boardTerminal(admin.token, place);
    expect(c.meta.get("terminal")).toEqual(header(board));
    expect(c.meta.get("counts")).toEqual({ berthed: 1, waiting: 1, expected: 1 });
    expect(c.meta.get("av_waiting_time")).toBe(board.av_waiting_time);

    // "Mark as updated" of a line stamps that row.
    const id = added.json().lineups[0].id as number;
    const before = c.rows.get(String(id))?.atualizado_data;
    await new Promise((r) => setTimeout(r, 20));
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/v1/lineups/${id}/atualizar`,
          headers: bearer(admin.token),
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
    await waitFor(() => c.rows.get(String(id))?.atualizado_data !== before, "the stamped row");
    expect(c.rows.get(String(id))?.atualizador).toMatchObject({ name: "Ada" });

    // The port form: new header values and a renamed berth reach the open board without a save of its rows.
    const [berthRow] = await t.app.db.select().from(bercos).where(eq(bercos.terminal_id, place.terminal.id));
    await t.app.db.update(lineups).set({ berco_id: berthRow!.id }).where(eq(lineups.id, id));
    const form = {
      name: place.port.name,
      max_draft: 12.5,
      bunker: "NOT ALLOWED",
      ordem: 1,
      terminais: [
        {
          id: place.terminal.id,
          name: "Renamed terminal",
          rate: "15000",
          av_dw_bw: "5",
          max_draft: "14",
          draft_berth: 30,
          loa: 250,
          remark: "Night berthing",
          bercos: [{ id: berthRow!.id, name: "Berth One" }],
        },
      ],
    };
    expect((await savePort(t.app, admin.token, place.port.id, form)).statusCode).toBe(200);
    await waitFor(
      () => (c.meta.get("terminal") as { remark: string | null }).remark === "Night berthing",
      "the new header",
    );
    board = await boardTerminal(admin.token, place);
    expect(c.meta.get("terminal")).toEqual(header(board));
    expect(c.meta.get("terminal")).toMatchObject({ name: "Renamed terminal", rate: "15000", max_draft: "14.00" });
    await waitFor(
      () => (c.rows.get(String(id))?.berco as { name: string } | null)?.name === "Berth One",
      "the renamed berth",
    );
  });

  it("counts only a comm-scoped client's own rows, shaped as the client board", async () => {
    const place = await makePort(t.app);
    const otherComm = await addComm(t.app, place, "Other comm", "O");
    const client = await createUser(t.app, ROLE.client);
    await assignComms(t.app, client.user.id, [place.comm.id]);
    const base = {
      carga_tipo_id: place.type.id,
      afretador_id: p.charterer.id,
      recebedor_id: p.receiver.id,
      destination_porto: p.dest.id,
    };
    await save(admin.token, place.terminal.id, [
      { ...base, carga_id: place.comm.id, status: "Waiting" },
      { ...base, carga_id: otherComm.id, status: "Loading" },
    ]);
    const staff = open(place.terminal.id, admin.token);
    const mine = open(place.terminal.id, client.token);
    await Promise.all([staff.synced(), mine.synced()]);
    expect(staff.meta.get("counts")).toEqual({ berthed: 1, waiting: 1, expected: 0 });
    expect(mine.meta.get("counts")).toEqual({ berthed: 0, waiting: 1, expected: 0 });
    const board = await boardTerminal(client.token, place);
    expect([...mine.rows.values()]).toEqual(board.lineups);
  });
});

describe("the client projection in memory", () => {
  it("equals presentRows' client output, for rows with a TBI berth, split lines, workers and hidden fields", async () => {
    const place = await makePort(t.app);
    const [tbi] = await t.app.db.insert(bercos).values({ terminal_id: place.terminal.id, name: " tbi " }).returning();
    const res = await save(admin.token, place.terminal.id, [
      {
        status: "Waiting",
        berco_id: tbi!.id,
        navio_id: p.vessel.id,
        agencia_id: p.agency.id,
        carga_id: place.comm.id,
        carga_tipo_id: place.type.id,
        afretador_id: p.charterer.id,
        recebedor_id: p.receiver.id,
        destination_porto: p.dest.id,
        client_type: "FULL",
        cargas_afretadores: [
          { carga_id: place.comm.id, qty: 1000, afretador_id: p.charterer2.id, recebedor_id: p.receiver.id },
        ],
        embarcadores: [{ trabalhador_id: p.worker.id, qty: 5 }],
      },
      {
        status: "Expected",
        berco_id: place.berth.id,
        navio_id: p.vesselTbi.id,
        carga_id: place.comm.id,
        carga_tipo_id: place.type.id,
        afretador_id: p.charterer.id,
        recebedor_id: p.receiver.id,
        destination_porto: p.dest.id,
      },
      { is_observacao: 1, observacao: "Note", status: "Expected", carga_tipo_id: place.type.id },
    ]);
    expect(res.statusCode).toBe(200);
    const rows = await t.app.db.select().from(lineups).where(eq(lineups.terminal_id, place.terminal.id));
    const staff = await presentRows(t.app.db, rows, { client: false });
    const client = await presentRows(t.app.db, rows, { client: true });
    expect(staff.map(clientRow)).toEqual(client);
    expect(client[0]).toMatchObject({ berco: { name: "" } });
  });
});
