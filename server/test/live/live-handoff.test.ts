import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import type { LineupChange } from "../../src/lineups/events";
import { clientRow, terminalSource } from "../../src/live/source";
import { bearer, createUser, startApp, type TestApp, type TestUser } from "../helpers";
import { assignComms, makeParties, makePort, callFields, type Place, type Parties } from "../factories";
import { listen, subscribe, waitFor } from "./live-helpers";

/**
 * A save made on this instance reaches its live rooms with the rows it
 * committed (no reload); other instances reload them on the bus's
 * notification. Both must give the same rooms.
 */
let t: TestApp;
let origin: string;
let admin: TestUser;
let client: TestUser;
let p: Parties;
let place: Place;
const opened = new Set<ReturnType<typeof subscribe>>();
const cleanup: (() => Promise<void>)[] = [];
const open = (at: string, terminalId: number, token: string) => {
  const c = subscribe(at, terminalId, token);
  opened.add(c);
  return c;
};
const changes: LineupChange[] = [];

beforeAll(async () => {
  t = await startApp();
  origin = await listen(t.app);
  [admin, p, place] = await Promise.all([
    createUser(t.app, ROLE.admin, { name: "Ada" }),
    makeParties(t.app),
    makePort(t.app),
  ]);
  client = await createUser(t.app, ROLE.client, { name: "Cleo" });
  await assignComms(t.app, client.user.id, [place.comm.id]);
  t.app.lineupEvents.on((c) => changes.push(c));
});
afterAll(async () => {
  opened.forEach((c) => c.destroy());
  for (const c of cleanup.reverse()) await c();
  await t.close();
});

const save = (app: TestApp["app"], token: string, list: object[], deleted: number[] = []) =>
  app.inject({
    method: "POST",
    url: "/api/v1/lineups/list",
    headers: bearer(token),
    payload: { terminal_id: place.terminal.id, list, deleted_lines: deleted },
  });

/** A row with every kind of value a board shows: names, split lines with receivers, workers, a note. */
const fullRow = () => ({
  ...callFields(place, p),
  carga_tipo_id: place.type.id,
  berco_id: place.berth.id,
  agencia_id: p.agency.id,
  qty: "12345",
  eta: "2030-01-01",
  etb: "2030-01-04",
  cargas_afretadores: [
    { carga_id: place.comm.id, qty: 1000, afretador_id: p.charterer2.id, recebedor_id: p.receiver.id },
  ],
  embarcadores: [{ trabalhador_id: p.worker.id, qty: 5 }],
});

/** What the reload path reads for a row and the header, as a document holds it (JSON). */
async function reloaded(app: TestApp["app"], id: number) {
  const source = terminalSource(app.db, place.terminal.id);
  const [rows, header] = await Promise.all([source.loadRows([id]), source.loadHeader()]);
  return JSON.parse(JSON.stringify({ row: rows.get(id), header })) as {
    row: Record<string, unknown>;
    header: Record<string, unknown>;
  };
}

describe("a save hands its committed rows to this instance's live layer", () => {
  it("gives staff and client rooms exactly what a reload from the database gives, header stamp included", async () => {
    const staff = open(origin, place.terminal.id, admin.token);
    const viewer = open(origin, place.terminal.id, client.token);
    await Promise.all([staff.synced(), viewer.synced()]);
    changes.length = 0;

    const res = await save(t.app, admin.token, [fullRow()]);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().lineups[0].id as number;
    // The change carried the rows, so the live layer had nothing to read back.
    expect(changes).toHaveLength(1);
    expect(changes[0]?.committed?.rows.get(id)).toBeDefined();

    await waitFor(() => staff.rows.has(String(id)) && viewer.rows.has(String(id)), "the new row in both rooms");
    await waitFor(() => (staff.meta.get("updated_by") as string | null) === "Ada", "the header stamp");
    const fromDb = await reloaded(t.app, id);
    expect(staff.rows.get(String(id))).toEqual(fromDb.row);
    expect(viewer.rows.get(String(id))).toEqual(JSON.parse(JSON.stringify(clientRow(fromDb.row))));
    expect(viewer.rows.get(String(id))).not.toHaveProperty("recebedor");
    // The header as the reload path gives it: the terminal's values, and its port's marks under their own key.
    const { port_marks, ...terminal } = fromDb.header;
    expect(staff.meta.get("terminal")).toEqual(terminal);
    expect(staff.meta.get("port_marks")).toEqual(JSON.parse(JSON.stringify(port_marks ?? [])));
    expect(staff.meta.get("updated_at")).toBe(fromDb.header.atualizado_data);
    // The response is made of the same committed rows.
    expect(JSON.parse(JSON.stringify(res.json().lineups[0]))).toEqual(fromDb.row);

    // An edit and a deletion take the same path.
    const edited = await save(t.app, admin.token, [
      { id, version: fromDb.row.version, qty: "777", cargas_afretadores: [] },
    ]);
    expect(edited.statusCode, edited.body).toBe(200);
    await waitFor(() => String(staff.rows.get(String(id))?.qty) === "777.000", "the edit");
    expect(staff.rows.get(String(id))).toEqual((await reloaded(t.app, id)).row);
    const removed = await save(t.app, admin.token, [], [id]);
    expect(removed.statusCode, removed.body).toBe(200);
    await waitFor(() => !staff.rows.has(String(id)) && !viewer.rows.has(String(id)), "the row removed from both rooms");
  });

  it("applies saves in flight together in commit order: every version seen once, increasing, and the last is the database's", async () => {
    const made = await save(t.app, admin.token, [{ ...fullRow(), cargas_afretadores: [], embarcadores: [], qty: "1" }]);
    expect(made.statusCode, made.body).toBe(200);
    const row = made.json().lineups[0] as { id: number; version: number };
    const watcher = open(origin, place.terminal.id, admin.token);
    await watcher.synced();
    await waitFor(() => watcher.rows.has(String(row.id)), "the row");
    const seen: number[] = [];
    watcher.rows.observe((event) => {
      if (event.keysChanged.has(String(row.id))) seen.push(Number(watcher.rows.get(String(row.id))?.version));
    });

    // Each save changes another field of the same row from the same version: no conflict, one version each.
    const fields = [
      { qty: "2" },
      { qty_import: "3" },
      { qty_export: "4" },
      { eta: "2030-02-01" },
      { etb: "2030-02-03" },
      { etc: "2030-02-05" },
      { status: "Expected" },
      { agencia_id: p.house.id },
    ];
    const results = await Promise.all(
      fields.map((f) => save(t.app, admin.token, [{ id: row.id, version: row.version, ...f }])),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const final = (await reloaded(t.app, row.id)).row;
    expect(final.version).toBe(row.version + fields.length);
    await waitFor(
      () => Number(watcher.rows.get(String(row.id))?.version) === final.version,
      `the last version (${final.version}; seen ${seen.join(", ")})`,
    );
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(seen.length);
    expect(watcher.rows.get(String(row.id))).toEqual(final);
    expect(final).toMatchObject({
      qty: "2.000",
      qty_import: "3.000",
      qty_export: "4.000",
      eta: "2030-02-01",
      status: "Expected",
    });
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    "still reaches another instance sharing the bus, which reloads the rows: both rooms identical",
    async () => {
      const b = await startApp({}, undefined, { databaseUrl: t.databaseUrl });
      cleanup.push(() => b.app.close());
      const originB = await listen(b.app);
      const onA = open(origin, place.terminal.id, admin.token);
      const onB = open(originB, place.terminal.id, admin.token);
      const clientOnB = open(originB, place.terminal.id, client.token);
      await Promise.all([onA.synced(), onB.synced(), clientOnB.synced()]);

      const res = await save(t.app, admin.token, [fullRow(), fullRow()]);
      expect(res.statusCode, res.body).toBe(200);
      const ids = (res.json().lineups as { id: number }[]).map((r) => String(r.id));
      await waitFor(
        () => ids.every((id) => onA.rows.has(id) && onB.rows.has(id) && clientOnB.rows.has(id)),
        "the rows on both instances",
        2000,
      );
      await waitFor(
        () => onB.meta.get("updated_at") === onA.meta.get("updated_at"),
        "the header on the other instance",
        2000,
      );
      expect(onB.rows.toJSON()).toEqual(onA.rows.toJSON());
      for (const key of ["terminal", "updated_at", "updated_by", "counts", "av_waiting_time"])
        expect(onB.meta.get(key)).toEqual(onA.meta.get(key));
      for (const id of ids)
        expect(clientOnB.rows.get(id)).toEqual(
          JSON.parse(JSON.stringify(clientRow(onA.rows.get(id) as Record<string, unknown>))),
        );
    },
  );
});
