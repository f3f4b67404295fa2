import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { changedFields } from "../src/activity/routes";
import { activityLogs } from "../src/db/schema";
import { callFields, makeParties, makePort } from "./factories";
import { bearer, setUpAdminApp } from "./helpers";

const { given } = setUpAdminApp({ name: "Ada Admin" });

describe("activity log", () => {
  it("records an edit with who, before and after, and shows only changed fields", async () => {
    const { t, admin } = given();
    const created = await t.app.inject({
      method: "POST",
      url: "/api/v1/navios",
      headers: bearer(admin.token),
      payload: { name: "SEA PEARL", imo: "9300001" },
    });
    const id = created.json().id;
    await t.app.inject({
      method: "PUT",
      url: `/api/v1/navios/${id}`,
      headers: bearer(admin.token),
      payload: { name: "SEA PEARL II", imo: "9300001" },
    });
    const list = await t.app.inject({ url: "/api/v1/logs/users?name=SEA PEARL", headers: bearer(admin.token) });
    const [edit, create] = list.json().data;
    expect(create).toMatchObject({ action: "criou", user_name: "Ada Admin" });
    expect(edit).toMatchObject({ action: "editou", description: "Ada Admin edited vessel SEA PEARL II" });
    const detail = await t.app.inject({ url: `/api/v1/logs/users/${edit.id}`, headers: bearer(admin.token) });
    const changes = detail.json().changes as { field: string; before: unknown; after: unknown }[];
    expect(changes.find((c) => c.field === "name")).toEqual({
      field: "name",
      label: "Name",
      before: "SEA PEARL",
      after: "SEA PEARL II",
    });
    expect(changes.find((c) => c.field === "imo")).toBeUndefined();
    // Each entry whole: the list's columns, and the detail's with what it recorded (open-ended) and its changes.
    expect(edit).toStrictEqual({
      id: expect.any(Number),
      description: "Ada Admin edited vessel SEA PEARL II",
      action: "editou",
      subject_type: "navios",
      subject_id: id,
      created_at: expect.any(String),
      user_id: admin.user.id,
      user_name: "Ada Admin",
    });
    expect(detail.json()).toStrictEqual({
      ...edit,
      old_model: expect.objectContaining({ name: "SEA PEARL", imo: "9300001" }),
      new_model: expect.objectContaining({ name: "SEA PEARL II", imo: "9300001" }),
      changes,
    });
    const { old_model: before, new_model: after } = detail.json();
    const [stored] = await t.app.db
      .select({ old_model: activityLogs.old_model, new_model: activityLogs.new_model })
      .from(activityLogs)
      .where(eq(activityLogs.id, edit.id));
    expect({ old_model: before, new_model: after }).toStrictEqual(stored);
  });

  it("answers 404 for an unknown activity", async () => {
    const { t, admin } = given();
    expect((await t.app.inject({ url: "/api/v1/logs/users/999999", headers: bearer(admin.token) })).statusCode).toBe(
      404,
    );
  });

  it("never stores password hashes", async () => {
    const { t, admin } = given();
    await t.app.inject({
      method: "POST",
      url: "/api/v1/users",
      headers: bearer(admin.token),
      payload: {
        name: "P",
        email: "p@test.local",
        role_id: 4,
        password: "password-1",
        password_confirmation: "password-1",
      },
    });
    const list = await t.app.inject({ url: "/api/v1/logs/users?name=created user P", headers: bearer(admin.token) });
    const detail = await t.app.inject({
      url: `/api/v1/logs/users/${list.json().data[0].id}`,
      headers: bearer(admin.token),
    });
    expect(detail.body).not.toMatch(/argon2|password_hash/);
  });
});

describe("line-up activity", () => {
  const latest = async (n = 1) =>
    (
      (
        await given().t.app.inject({ url: `/api/v1/logs/users?per_page=${n}`, headers: bearer(given().admin.token) })
      ).json().data as {
        id: number;
        description: string;
      }[]
    ).slice(0, n);
  const detail = async (id: number) =>
    (await given().t.app.inject({ url: `/api/v1/logs/users/${id}`, headers: bearer(given().admin.token) })).json() as {
      changes: { field: string; label: string; before: unknown; after: unknown }[];
    };

  it("names the vessel and the terminal, and labels the changed fields as the board does", async () => {
    const { t, admin } = given();
    const ctx = await makePort(t.app);
    const p = await makeParties(t.app);
    const row = { ...callFields(ctx, p), carga_tipo_id: ctx.type.id };
    const save = async (body: object) => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/lineups/list",
        headers: bearer(admin.token),
        payload: { terminal_id: ctx.terminal.id, deleted_lines: [], ...body },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().lineups as { id: number; version: number }[];
    };
    const [made] = await save({
      list: [row, { is_observacao: 1, observacao: "Berth closed Sunday", carga_tipo_id: ctx.type.id }],
    });
    if (!made) throw new Error("no row");
    const added = (await latest(2)).map((a) => a.description).sort();
    expect(added).toEqual([
      `Ada Admin added NORD VENUS to terminal ${ctx.terminal.name}`,
      `Ada Admin added a note to terminal ${ctx.terminal.name}`,
    ]);

    await save({ list: [{ id: made.id, version: made.version, qty: "2000", etb: "2031-01-05" }] });
    const [edit] = await latest();
    expect(edit?.description).toBe(`Ada Admin edited NORD VENUS at terminal ${ctx.terminal.name} (QTTY, ETB)`);
    const changes = (await detail(edit?.id ?? 0)).changes;
    expect(changes.find((c) => c.field === "qty")).toMatchObject({ label: "QTTY", before: "1000.000", after: "2000" });
    expect(changes.find((c) => c.field === "etb")).toMatchObject({ label: "ETB" });

    const marked = await t.app.inject({
      method: "POST",
      url: `/api/v1/lineups/${made.id}/atualizar`,
      headers: bearer(admin.token),
      payload: {},
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await latest())[0]?.description).toBe(
      `Ada Admin marked NORD VENUS at terminal ${ctx.terminal.name} as updated`,
    );

    await save({ list: [], deleted_lines: [made.id] });
    expect((await latest())[0]?.description).toBe(`Ada Admin removed NORD VENUS from terminal ${ctx.terminal.name}`);
  });

  it("labels other subjects' fields in words", async () => {
    const { t, admin } = given();
    const [edit] = (await (
      await t.app.inject({ url: "/api/v1/logs/users?name=edited vessel", headers: bearer(admin.token) })
    ).json().data) as { id: number }[];
    const changes = (await detail(edit?.id ?? 0)).changes;
    expect(changes.find((c) => c.field === "name")?.label).toBe("Name");
  });
});

describe("changedFields", () => {
  it("hides rows where both sides are empty or equal", () => {
    expect(changedFields({ a: "", b: 1, c: null, d: [] }, { a: null, b: 2, c: "x", d: [] })).toEqual([
      { field: "b", before: 1, after: 2 },
      { field: "c", before: null, after: "x" },
    ]);
  });
});
