import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { lineups, terminalCargas } from "../src/db/schema";
import {
  addTerminal,
  assignComms,
  assignPorts,
  callFields,
  makeLineupRow,
  makePort,
  portTeam,
  type Parties,
  type Place,
} from "./factories";
import { bearer, createUser, startApp, type TestApp, type TestUser } from "./helpers";

/** `GET /lineups?as_of=`: the board as it stood at a past instant, rebuilt from `lineup_events`. */
let t: TestApp;
let ctx: Place;
let p: Parties;
let ana: TestUser;
let bob: TestUser;

type Row = {
  id: number;
  qty: string | null;
  status: string;
  version: number;
  recebedor_id?: unknown;
  cargas_afretadores: { qty: string | null }[];
  atualizador: { name: string } | null;
};
type Board = {
  portos: { id: number; terminais: { editable: boolean; lineups: Row[] }[]; counts: { waiting: number } }[];
  filtros: Record<string, unknown>;
};

beforeAll(async () => {
  t = await startApp();
  ({ ctx, p, ana, bob } = await portTeam(t.app));
});
afterAll(async () => {
  await t.close();
});

const full = () => callFields(ctx, p);
const tableSave = async (token: string, body: object) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/lineups/list",
    headers: bearer(token),
    payload: { terminal_id: ctx.terminal.id, ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().lineups as Row[];
};
const board = (token: string | null, asOf?: string, extra = "") =>
  t.app.inject({
    url: `/api/v1/lineups?carga_tipo_id=${ctx.type.id}&porto_id[]=${ctx.port.id}${extra}${asOf === undefined ? "" : `&as_of=${encodeURIComponent(asOf)}`}`,
    headers: token ? bearer(token) : {},
  });
const rowsAt = async (token: string, asOf?: string, extra = "") => {
  const res = await board(token, asOf, extra);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as Board;
  return body.portos.flatMap((port) => port.terminais.flatMap((term) => term.lineups));
};
const version = async (id: number) =>
  (await t.app.db.select({ v: lineups.version }).from(lineups).where(eq(lineups.id, id)))[0]?.v ?? 0;
const tick = async () => {
  await sleep(40);
  const now = new Date();
  await sleep(40);
  return now;
};

describe("the board as it stood at a past instant", () => {
  let older: Row;
  let row: Row;
  const instants: Record<string, Date> = {};

  beforeAll(async () => {
    // A row that will be deleted, then a row made and changed twice through the API, each save 80 ms after the last.
    [older] = (await tableSave(ana.token, { list: [{ ...full(), qty: "5" }] })) as [Row];
    instants.beforeRow = await tick();
    [row] = (await tableSave(bob.token, {
      list: [{ ...full(), cargas_afretadores: [{ carga_id: ctx.comm.id, qty: "400", afretador_id: p.charterer.id }] }],
    })) as [Row];
    instants.afterCreate = await tick();
    await tableSave(bob.token, {
      list: [
        {
          id: row.id,
          version: await version(row.id),
          qty: "2000",
          status: "Loading",
          cargas_afretadores: [{ carga_id: ctx.comm.id, qty: "900", afretador_id: p.charterer.id }],
        },
      ],
    });
    instants.afterFirst = await tick();
    await tableSave(ana.token, { list: [{ id: row.id, version: await version(row.id), qty: "3000" }] });
    instants.afterSecond = await tick();
    const gone = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/lineups/${older.id}?version=${await version(older.id)}`,
      headers: bearer(bob.token),
    });
    expect(gone.statusCode, gone.body).toBe(200);
  });

  it("a row changed twice shows its values of each instant, and is absent before it was made", async () => {
    const at = async (instant: Date) => (await rowsAt(bob.token, instant.toISOString())).find((r) => r.id === row.id);
    expect(await at(instants.beforeRow!)).toBeUndefined();
    expect(await at(instants.afterCreate!)).toMatchObject({
      qty: "1000.000",
      status: "Waiting",
      cargas_afretadores: [{ qty: "400.000" }],
      atualizador: { name: "Bob" },
    });
    expect(await at(instants.afterFirst!)).toMatchObject({
      qty: "2000.000",
      status: "Loading",
      cargas_afretadores: [{ qty: "900.000" }],
      atualizador: { name: "Bob" },
    });
    expect(await at(instants.afterSecond!)).toMatchObject({
      qty: "3000.000",
      status: "Loading",
      atualizador: { name: "Ana" },
    });
    // Its version then: one per save since undone.
    const live = (await rowsAt(bob.token)).find((r) => r.id === row.id);
    expect([(await at(instants.afterCreate!))?.version, (await at(instants.afterFirst!))?.version]).toEqual([
      live!.version - 2,
      live!.version - 1,
    ]);
    // The live board agrees with the latest instant.
    expect((await rowsAt(bob.token)).find((r) => r.id === row.id)).toMatchObject({ qty: "3000.000" });
  });

  it("an event's own time (as the history gives it, to the microsecond) includes that change", async () => {
    const history = (
      await t.app.inject({ url: `/api/v1/lineups/${row.id}/history`, headers: bearer(bob.token) })
    ).json() as { at: string; field: string; after: unknown }[];
    const second = history.find((e) => e.field === "qty" && e.after === "3000.000");
    expect(second).toBeDefined();
    expect((await rowsAt(bob.token, second!.at)).find((r) => r.id === row.id)?.qty).toBe("3000.000");
  });

  it("a row deleted since is back on the past board, with its values then; counts follow the rows of then", async () => {
    expect((await rowsAt(bob.token)).some((r) => r.id === older.id)).toBe(false);
    const past = await rowsAt(bob.token, instants.afterSecond!.toISOString());
    expect(past.find((r) => r.id === older.id)).toMatchObject({ qty: "5.000", status: "Waiting" });
    const res = (await board(bob.token, instants.afterCreate!.toISOString())).json() as Board;
    // Then: the older row and the new one both Waiting.
    expect(res.portos[0]?.counts.waiting).toBe(2);
  });

  it("is read-only and echoes the instant; the board's filters apply to the values of then", async () => {
    const res = (await board(bob.token, instants.afterCreate!.toISOString())).json() as Board;
    expect(res.portos[0]?.terminais.every((term) => term.editable === false)).toBe(true);
    expect(res.filtros.as_of).toBe(instants.afterCreate!.toISOString());
    expect((await board(bob.token)).json().portos[0].terminais[0].editable).toBe(true);
    // Loading only: then the row was Waiting (absent), after the first change Loading (present).
    expect(
      (await rowsAt(bob.token, instants.afterCreate!.toISOString(), "&status[]=Loading")).some((r) => r.id === row.id),
    ).toBe(false);
    expect(
      (await rowsAt(bob.token, instants.afterFirst!.toISOString(), "&status[]=Loading")).some((r) => r.id === row.id),
    ).toBe(true);
  });

  it("keeps the role scoping: clients get no staff-only field, operators of another port see nothing, anonymous 401", async () => {
    const client = await createUser(t.app, ROLE.client, { name: "Carla" });
    await assignComms(t.app, client.user.id, [ctx.comm.id]);
    const res = await board(client.token, instants.afterFirst!.toISOString());
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as Board).portos.flatMap((port) => port.terminais.flatMap((term) => term.lineups));
    expect(rows.find((r) => r.id === row.id)).toMatchObject({ qty: "2000.000" });
    for (const r of rows)
      for (const key of ["recebedor_id", "recebedor", "agencia_id", "embarcadores", "destination_porto", "client_type"])
        expect(r).not.toHaveProperty(key);
    expect(res.body).not.toContain("recebedor");

    const elsewhere = await makePort(t.app, "Paranagua");
    const stranger = await createUser(t.app, ROLE.operator);
    await assignPorts(t.app, stranger.user.id, [elsewhere.port.id]);
    const foreign = await board(stranger.token, instants.afterFirst!.toISOString());
    const live = await board(stranger.token);
    // As on the live board: another port's line-up is not shown at all.
    expect(foreign.statusCode).toBe(live.statusCode);
    expect(foreign.json().portos).toEqual([]);
    expect(live.json().portos).toEqual([]);
    expect((await board(null, instants.afterFirst!.toISOString())).statusCode).toBe(401);
  });

  it("refuses a time in the future, an unreadable one, or one before the history starts, in words", async () => {
    const future = await board(bob.token, new Date(Date.now() + 86_400_000).toISOString());
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.as_of[0]).toMatch(/is in the future/);
    const bad = await board(bob.token, "last monday");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.as_of[0]).toBe("The as-of time must be a date and time, like 2026-11-17T09:00:00Z.");
    const impossible = await board(bob.token, "2026-02-31T09:00:00Z");
    expect(impossible.statusCode).toBe(422);
    const early = await board(bob.token, "2020-01-01T00:00:00Z");
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.as_of[0]).toMatch(
      /^The line-up history starts on \d{1,2} \w{3} \d{4} \d{2}:\d{2} UTC; choose a time after it\.$/,
    );
  });

  it("a row moved to another terminal since is on its old terminal in the past board", async () => {
    const north = await addTerminal(t.app, ctx);
    await t.app.db.insert(terminalCargas).values({ terminal_id: north.id, carga_id: ctx.comm.id });
    const [moving] = (await tableSave(bob.token, { list: [{ ...full(), qty: "42" }] })) as [Row];
    const before = await tick();
    const moved = await t.app.inject({
      method: "PUT",
      url: `/api/v1/lineups/${moving.id}`,
      headers: bearer(bob.token),
      payload: {
        ...full(),
        qty: "43",
        porto_id: ctx.port.id,
        terminal_id: north.id,
        version: await version(moving.id),
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const where = async (asOf?: string) => {
      const body = (await board(bob.token, asOf)).json() as {
        portos: { terminais: { id: number; lineups: Row[] }[] }[];
      };
      const terminal = body.portos[0]?.terminais.find((term) => term.lineups.some((r) => r.id === moving.id));
      return { terminal: terminal?.id, qty: terminal?.lineups.find((r) => r.id === moving.id)?.qty };
    };
    expect(await where()).toEqual({ terminal: north.id, qty: "43.000" });
    expect(await where(before.toISOString())).toEqual({ terminal: ctx.terminal.id, qty: "42.000" });
  });

  it("a past board read while saves are in flight is the same as before them", async () => {
    const instant = instants.afterSecond!.toISOString();
    const rowsOf = (b: Board) =>
      b.portos.flatMap((port) => port.terminais.flatMap((term) => term.lineups.map((r) => [r.id, r.qty, r.status])));
    const first = rowsOf((await board(bob.token, instant)).json() as Board);
    expect(first.find(([id]) => id === row.id)).toEqual([row.id, "3000.000", "Loading"]);
    // Saves of the row one after another, and past reads started all along them: a read whose rows come from after a
    // commit and whose undoing events from before it would show the new quantity.
    const saves = (async () => {
      for (let i = 0; i < 12; i++)
        await tableSave(i % 2 ? ana.token : bob.token, {
          list: [{ id: row.id, version: await version(row.id), qty: String(9000 + i) }],
        });
    })();
    const reads = Array.from({ length: 24 }, (_, i) => sleep(i * 4).then(() => board(bob.token, instant)));
    const [during] = await Promise.all([Promise.all(reads), saves]);
    for (const res of during) {
      expect(res.statusCode).toBe(200);
      expect(rowsOf(res.json() as Board)).toEqual(first);
    }
  });

  it("a row older than the history (no events) shows as it is, and a row made after the instant without events is absent", async () => {
    const plain = await makeLineupRow(t.app, ctx, { ...full(), qty: "77" });
    const rows = await rowsAt(bob.token, new Date().toISOString());
    expect(rows.find((r) => r.id === plain.id)).toMatchObject({ qty: "77.000" });
    expect((await rowsAt(bob.token, instants.afterSecond!.toISOString())).some((r) => r.id === plain.id)).toBe(false);
  });
});

describe("the terminal's and the port's Updated marks on a past board", () => {
  type Header = {
    carga_atualizada: { data: string; user: string | null } | null;
    terminais: { id: number; atualizado_data: string | null; atualizador: string | null }[];
  };
  const header = async (asOf?: string) => {
    const res = await board(bob.token, asOf);
    expect(res.statusCode, res.body).toBe(200);
    const port = (res.json() as { portos: Header[] }).portos[0]!;
    const terminal = port.terminais.find((term) => term.id === ctx.terminal.id)!;
    return { port: port.carga_atualizada, terminal: { data: terminal.atualizado_data, by: terminal.atualizador } };
  };
  const markTerminal = async (token: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/v1/terminais/${ctx.terminal.id}/atualizar`,
      headers: bearer(token),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().atualizado_data as string;
  };
  const markPort = async (token: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/v1/portos/${ctx.port.id}/atualizar`,
      headers: bearer(token),
      payload: { carga: ctx.type.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().carga_atualizada.data as string;
  };

  it("shows the marks made by then, not today's, and none before the first", async () => {
    await tableSave(ana.token, { list: [full()] }); // history starts before the first mark
    const beforeMarks = await tick();
    const firstTerminal = await markTerminal(bob.token);
    const firstPort = await markPort(bob.token);
    const between = await tick();
    const [lastTerminal, lastPort] = await Promise.all([markTerminal(ana.token), markPort(ana.token)]);

    expect(await header()).toEqual({
      port: { data: lastPort, user: "Ana" },
      terminal: { data: lastTerminal, by: "Ana" },
    });
    expect(await header(between.toISOString())).toEqual({
      port: { data: firstPort, user: "Bob" },
      terminal: { data: firstTerminal, by: "Bob" },
    });
    expect(await header(beforeMarks.toISOString())).toEqual({ port: null, terminal: { data: null, by: null } });
  });
});
