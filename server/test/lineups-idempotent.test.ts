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
