import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import type { cargas } from "../src/db/schema";
import { bearer, createUser, login, startApp, type TestApp, type TestUser } from "./helpers";
import { assignComms, assignPorts, callFields, makeParties, makePort, addComm } from "./factories";
import type { Place, Parties } from "./factories";
import { texts, workbook } from "./sheets";

/**
 * Clients and sub-agents are competing traders (DESIGN.md "Scope"): they see
 * only the split lines of their own comms, on every surface that shows a row
 * (board, one row, as-of, history, exports), also once a comm is taken from
 * them; a row's history shows them only the saves made while it was in their comms.
 */
let t: TestApp;
let ctx: Place;
let elsewhere: Place;
let p: Parties;
let theirs: typeof cargas.$inferSelect;
let admin: TestUser;
let client: TestUser;
let sub: TestUser;
/** The row with a split line of each comm, and an instant after it was made. */
let mixed: number;
let madeAt: string;

const FOREIGN_NAME = "SOYBEAN-RIVAL";
type Line = { carga_id: number | null; qty: string | null };
type BoardRow = { id: number; cargas_afretadores: Line[] };
type Board = { portos: { terminais: { lineups: BoardRow[] }[] }[] };

const api = (token: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload && { payload }) });
const line = (carga_id: number, qty: string) => ({
  carga_id,
  qty,
  afretador_id: p.charterer.id,
  recebedor_id: p.receiver.id,
});
const newRow = (carga_id: number, extra: object = {}) => ({ ...callFields(ctx, p), carga_id, ...extra });
const boardRows = (body: Board) =>
  body.portos.flatMap((port) => port.terminais.flatMap((terminal) => terminal.lineups));
const linesOf = (rows: BoardRow[], id: number) =>
  rows.find((r) => r.id === id)?.cargas_afretadores.map((l) => [l.carga_id, l.qty]);
const boardUrl = (asOf?: string) =>
  `/lineups?carga_tipo_id=${ctx.type.id}&porto_id[]=${ctx.port.id}${asOf ? `&as_of=${encodeURIComponent(asOf)}` : ""}`;

/** Saves rows as the admin through the table save (so history is written), answering the saved rows. */
async function save(list: object[]): Promise<{ id: number; version: number }[]> {
  const res = await api(admin.token, "POST", "/lineups/list", { terminal_id: ctx.terminal.id, list });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { lineups: { id: number; version: number }[] }).lineups;
}

const setComms = async (user: typeof client, role: number, carga_ids: number[], porto_ids: number[] = []) => {
  const res = await api(admin.token, "PUT", `/users/${user.user.id}`, {
    name: user.user.name,
    email: user.email,
    role_id: role,
    porto_ids,
    carga_ids,
  });
  expect(res.statusCode, res.body).toBe(200);
  // A comm change ends the user's access tokens (issue 19, sessions): the person signs in again.
  user.token = (await login(t.app, user.email, user.password)).access_token;
};

beforeAll(async () => {
  t = await startApp();
  ctx = await makePort(t.app, "Paranagua");
  elsewhere = await makePort(t.app, "Rio Grande");
  p = await makeParties(t.app);
  theirs = await addComm(t.app, ctx, FOREIGN_NAME, "SR");
  admin = await createUser(t.app, ROLE.admin);
  client = await createUser(t.app, ROLE.client);
  sub = await createUser(t.app, ROLE.subAgent);
  await assignComms(t.app, client.user.id, [ctx.comm.id]);
  await assignComms(t.app, sub.user.id, [ctx.comm.id]);
  await assignPorts(t.app, sub.user.id, [ctx.port.id]);
  const [row] = await save([
    newRow(ctx.comm.id, { cargas_afretadores: [line(ctx.comm.id, "11"), line(theirs.id, "22")] }),
  ]);
  mixed = row?.id ?? 0;
  madeAt = new Date().toISOString();
  // The as-of instant must lie in the past.
  await new Promise((r) => setTimeout(r, 20));
});
afterAll(() => t.close());

describe("split lines of other comms", () => {
  it("the board, one row and the board as of a past instant show a client and a sub-agent only their comms' lines", async () => {
    for (const user of [client, sub]) {
      for (const url of [boardUrl(), boardUrl(madeAt)]) {
        const res = await api(user.token, "GET", url);
        expect(res.statusCode, res.body).toBe(200);
        expect(linesOf(boardRows(res.json() as Board), mixed), url).toEqual([[ctx.comm.id, "11.000"]]);
        expect(res.body).not.toContain(FOREIGN_NAME);
      }
      const one = await api(user.token, "GET", `/lineups/${mixed}`);
      expect(linesOf([one.json() as BoardRow], mixed)).toEqual([[ctx.comm.id, "11.000"]]);
      expect(one.body).not.toContain(FOREIGN_NAME);
    }
    // Staff not limited to comms still see every line.
    const staff = await api(admin.token, "GET", boardUrl());
    expect(linesOf(boardRows(staff.json() as Board), mixed)).toEqual([
      [ctx.comm.id, "11.000"],
      [theirs.id, "22.000"],
    ]);
  });

  it("the spreadsheet a sub-agent downloads or e-mails holds only its comms' lines", async () => {
    const res = await api(sub.token, "POST", "/lineups/download", {
      carga_tipo_id: ctx.type.id,
      terminal_id: ctx.terminal.id,
    });
    expect(res.statusCode).toBe(200);
    const cells = (await workbook(res.rawPayload)).flatMap((sheet) => texts(sheet).flat());
    expect(cells).toContain("11");
    expect(cells).not.toContain("22");
    expect(cells.join(" ")).not.toContain(FOREIGN_NAME);
    const all = await api(admin.token, "POST", "/lineups/download", {
      carga_tipo_id: ctx.type.id,
      terminal_id: ctx.terminal.id,
    });
    expect((await workbook(all.rawPayload)).flatMap((sheet) => texts(sheet).flat()).join(" ")).toContain(FOREIGN_NAME);
  });

  it("a row's history shows a client or sub-agent only the saves made while the row was in their comms, and only their lines", async () => {
    const [made] = await save([newRow(theirs.id, { qty: "5000", etb: "2026-11-20" })]);
    const id = made?.id ?? 0;
    await save([{ id, version: 1, qty: "6000" }]);
    await save([{ id, version: 2, carga_id: ctx.comm.id, qty: "7000" }]);
    await save([{ id, version: 3, qty: "8000" }]);
    await save([{ id, version: 4, cargas_afretadores: [line(theirs.id, "33")] }]);
    await save([{ id, version: 5, cargas_afretadores: [line(theirs.id, "33"), line(ctx.comm.id, "44")] }]);
    const everything = (await api(admin.token, "GET", `/lineups/${id}/history`)).json() as { field: string }[];
    expect(everything.filter((e) => e.field === "qty")).toHaveLength(4);
    for (const user of [client, sub]) {
      const res = await api(user.token, "GET", `/lineups/${id}/history`);
      expect(res.statusCode).toBe(200);
      const events = res.json() as { field: string; before: unknown; after: unknown }[];
      expect(events.map((e) => [e.field, e.before, e.after])).toEqual([
        ["cargas_afretadores", [], [expect.objectContaining({ carga_id: ctx.comm.id, qty: "44.000" })]],
        ["qty", "7000.000", "8000.000"],
      ]);
      for (const hidden of ["5000", "6000", FOREIGN_NAME, "33.000", "2026-11-20"])
        expect(res.body).not.toContain(hidden);
    }
  });

  it("once a comm is taken from a client, its lines are gone from every surface", async () => {
    const other = await createUser(t.app, ROLE.client);
    await setComms(other, ROLE.client, [ctx.comm.id, theirs.id]);
    expect(linesOf(boardRows((await api(other.token, "GET", boardUrl())).json() as Board), mixed)).toEqual([
      [ctx.comm.id, "11.000"],
      [theirs.id, "22.000"],
    ]);
    await setComms(other, ROLE.client, [ctx.comm.id]);
    for (const url of [boardUrl(), boardUrl(madeAt), `/lineups/${mixed}`, `/lineups/${mixed}/history`]) {
      const res = await api(other.token, "GET", url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(FOREIGN_NAME);
      expect(res.body, url).not.toContain("22.000");
    }
  });
});

describe("a foreign terminal's export", () => {
  it("is 404 like every other foreign object, for the download and the e-mail; a terminal of one's port is exported", async () => {
    const sendEmail = (token: string, terminal_id: number) =>
      api(token, "POST", "/lineups/sendemail", {
        carga_tipo_id: ctx.type.id,
        terminal_id,
        type: "terminal",
        email: "ops@example.com",
      });
    for (const terminal_id of [elsewhere.terminal.id, 2147483647]) {
      const res = await api(sub.token, "POST", "/lineups/download", { carga_tipo_id: ctx.type.id, terminal_id });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ message: "Terminal not found." });
      expect((await sendEmail(sub.token, terminal_id)).statusCode).toBe(404);
    }
    expect(
      (await api(sub.token, "POST", "/lineups/download", { carga_tipo_id: ctx.type.id, terminal_id: ctx.terminal.id }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await api(admin.token, "POST", "/lineups/download", {
          carga_tipo_id: elsewhere.type.id,
          terminal_id: elsewhere.terminal.id,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe("the sub-agent and receiver rules of the shared policy", () => {
  it("a sub-agent marks its own port's line-up updated (not another port's: 404); a client may not (403)", async () => {
    const mark = (token: string, port: number) =>
      api(token, "POST", `/portos/${port}/atualizar`, { carga: ctx.type.id });
    const own = await mark(sub.token, ctx.port.id);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ carga_atualizada: { user: sub.user.name, carga_tipo_id: ctx.type.id } });
    expect((await mark(sub.token, elsewhere.port.id)).statusCode).toBe(404);
    expect((await mark(client.token, ctx.port.id)).statusCode).toBe(403);
  });

  it("whoever edits line-ups creates receivers; other lists are created by admins; clients create nothing", async () => {
    const operator = await createUser(t.app, ROLE.operator);
    for (const [user, status] of [
      [operator, 201],
      [sub, 201],
      [client, 403],
    ] as const) {
      expect((await api(user.token, "POST", "/recebedores", { name: `Receiver of ${user.user.id}` })).statusCode).toBe(
        status,
      );
      expect((await api(user.token, "POST", "/afretadores", { name: `Charterer of ${user.user.id}` })).statusCode).toBe(
        403,
      );
    }
  });
});
