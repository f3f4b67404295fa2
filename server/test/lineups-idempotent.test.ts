import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { activityLogs, lineups } from "../src/db/schema";
import { bearer, createUser, setUpApp } from "./helpers";
import { callFields, makeParties, makePort } from "./factories";

/**
 * A table save sent again with its `save_id` (a retry after a lost answer) is
 * applied once: the retry gets the first save's rows, and no row is added twice.
 */
const given = setUpApp(async (t) => {
  const ctx = await makePort(t.app);
  const p = await makeParties(t.app);
  const ana = await createUser(t.app, ROLE.admin, { name: "Ana" });
  const bob = await createUser(t.app, ROLE.admin, { name: "Bob" });
  return { ctx, p, ana, bob };
});

const newRow = (observacao: string) => {
  const { ctx, p } = given();
  return { ...callFields(ctx, p), carga_tipo_id: ctx.type.id, observacao };
};
const save = (token: string, body: object) =>
  given().t.app.inject({
    method: "POST",
    url: "/api/v1/lineups/list",
    headers: bearer(token),
    payload: { terminal_id: given().ctx.terminal.id, ...body },
  });
const rowsNoted = async (observacao: string) =>
  (await given().t.app.db.select().from(lineups).where(eq(lineups.observacao, observacao))).length;
const idsOf = (body: { lineups: { id: number }[] }) => body.lineups.map((r) => r.id);

describe("save_id", () => {
  it("answers a retry with the first save's rows and adds nothing", async () => {
    const { t, ana } = given();
    const save_id = randomUUID();
    const body = { save_id, list: [newRow("retry-a"), newRow("retry-a")] };
    const first = await save(ana.token, body);
    expect(first.statusCode).toBe(200);
    const again = await save(ana.token, body);
    expect(again.statusCode).toBe(200);
    expect(idsOf(again.json())).toEqual(idsOf(first.json()));
    expect(await rowsNoted("retry-a")).toBe(2);
    const created = await t.app.db.select().from(activityLogs).where(eq(activityLogs.action, "criou"));
    expect(created.filter((a) => idsOf(first.json()).includes(a.subject_id ?? 0))).toHaveLength(2);
  });

  it("applies a save once when its retries are in flight together with it", async () => {
    const { ana } = given();
    const body = { save_id: randomUUID(), list: [newRow("race-b"), newRow("race-b"), newRow("race-b")] };
    const answers = await Promise.all(Array.from({ length: 5 }, () => save(ana.token, body)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = answers.map((a) => idsOf(a.json()));
    for (const each of ids) expect(each).toEqual(ids[0]);
    expect(await rowsNoted("race-b")).toBe(3);
  });

  it("lets a refused save be sent again with the same key, and keeps keys per user", async () => {
    const { ana, bob } = given();
    const save_id = randomUUID();
    const refused = await save(ana.token, { save_id, list: [{ ...newRow("fixed-c"), eta: "2026-02-30" }] });
    expect(refused.statusCode).toBe(422);
    const fixed = await save(ana.token, { save_id, list: [newRow("fixed-c")] });
    expect(fixed.statusCode).toBe(200);
    expect(await rowsNoted("fixed-c")).toBe(1);
    // Another person's save with the same key is their own save.
    const other = await save(bob.token, { save_id, list: [newRow("fixed-c")] });
    expect(other.statusCode).toBe(200);
    expect(idsOf(other.json())).not.toEqual(idsOf(fixed.json()));
    expect(await rowsNoted("fixed-c")).toBe(2);
  });

  it("refuses a key that is not 8 to 64 letters, digits, - or _", async () => {
    const { ana } = given();
    for (const save_id of ["short", "x".repeat(65), "has space in it", "../../etc/passwd"]) {
      const res = await save(ana.token, { save_id, list: [newRow("bad-d")] });
      expect(res.statusCode, save_id).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(["save_id"]);
    }
    expect(await rowsNoted("bad-d")).toBe(0);
  });
});

describe("save_id on the form", () => {
  const formRow = (observacao: string) => {
    const { ctx } = given();
    return { ...newRow(observacao), porto_id: ctx.port.id, terminal_id: ctx.terminal.id };
  };
  const create = (token: string, body: object) =>
    given().t.app.inject({ method: "POST", url: "/api/v1/lineups", headers: bearer(token), payload: body });
  const edit = (token: string, id: number, body: object) =>
    given().t.app.inject({ method: "PUT", url: `/api/v1/lineups/${id}`, headers: bearer(token), payload: body });
  const editsOf = async (id: number) =>
    (await given().t.app.db.select().from(activityLogs).where(eq(activityLogs.subject_id, id))).filter(
      (a) => a.action === "editou",
    ).length;

  it("creates one line-up for a create sent again, or sent five times at once, and answers each with it", async () => {
    const { ana } = given();
    const body = { ...formRow("form-e"), save_id: randomUUID() };
    const first = await create(ana.token, body);
    expect(first.statusCode).toBe(201);
    const again = await create(ana.token, body);
    expect(again.statusCode).toBe(201);
    expect(again.json().lineup.id).toBe(first.json().lineup.id);
    expect(await rowsNoted("form-e")).toBe(1);

    const racing = { ...formRow("form-f"), save_id: randomUUID() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => create(ana.token, racing)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().lineup.id)).size).toBe(1);
    expect(await rowsNoted("form-f")).toBe(1);
  });

  it("applies an edit sent again once: no conflict with itself, and a colleague's change since is kept", async () => {
    const { ana, bob } = given();
    const created = (await create(ana.token, formRow("form-g"))).json().lineup;
    const body = { ...formRow("form-g"), qty: "4321", version: created.version, save_id: randomUUID() };
    const first = await edit(ana.token, created.id, body);
    expect(first.statusCode).toBe(200);
    const again = await edit(ana.token, created.id, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().lineup).toMatchObject({ qty: "4321.000", version: first.json().lineup.version });
    expect(await editsOf(created.id)).toBe(1);

    // Bob changes the quantity; Ana's retry of her earlier edit answers the row as it is now and writes nothing.
    const bobs = { ...formRow("form-g"), qty: "555", version: first.json().lineup.version };
    expect((await edit(bob.token, created.id, bobs)).statusCode).toBe(200);
    const late = await edit(ana.token, created.id, body);
    expect(late.statusCode).toBe(200);
    expect(late.json().lineup.qty).toBe("555.000");
    expect(await editsOf(created.id)).toBe(2);
  });

  it("refuses a key that is not 8 to 64 letters, digits, - or _, and creates nothing", async () => {
    const { ana } = given();
    const res = await create(ana.token, { ...formRow("form-h"), save_id: "no" });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["save_id"]);
    expect(await rowsNoted("form-h")).toBe(0);
  });
});
