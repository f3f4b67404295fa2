import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { changedFields } from "../src/activity/routes";
import { bearer, createUser, startApp, type TestApp } from "./helpers";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await startApp();
  admin = await createUser(t.app, ROLE.admin, { name: "Ada Admin" });
});
afterAll(() => t.close());

describe("activity log", () => {
  it("records an edit with who, before and after, and shows only changed fields", async () => {
    const created = await t.app.inject({ method: "POST", url: "/api/v1/navios", headers: bearer(admin.token), payload: { name: "SEA PEARL", imo: "9300001" } });
    const id = created.json().id;
    await t.app.inject({ method: "PUT", url: `/api/v1/navios/${id}`, headers: bearer(admin.token), payload: { name: "SEA PEARL II", imo: "9300001" } });
    const list = await t.app.inject({ url: "/api/v1/logs/users?name=SEA PEARL", headers: bearer(admin.token) });
    const [edit, create] = list.json().data;
    expect(create).toMatchObject({ action: "criou", user_name: "Ada Admin" });
    expect(edit).toMatchObject({ action: "editou", description: "Ada Admin edited vessel SEA PEARL II" });
    const detail = await t.app.inject({ url: `/api/v1/logs/users/${edit.id}`, headers: bearer(admin.token) });
    const changes = detail.json().changes as { field: string; before: unknown; after: unknown }[];
    expect(changes.find((c) => c.field === "name")).toEqual({ field: "name", before: "SEA PEARL", after: "SEA PEARL II" });
    expect(changes.find((c) => c.field === "imo")).toBeUndefined();
  });

  it("answers 404 for an unknown activity", async () => {
    expect((await t.app.inject({ url: "/api/v1/logs/users/999999", headers: bearer(admin.token) })).statusCode).toBe(404);
  });

  it("never stores password hashes", async () => {
    await t.app.inject({ method: "POST", url: "/api/v1/users", headers: bearer(admin.token), payload: { name: "P", email: "p@test.local", role_id: 4, password: "password-1", password_confirmation: "password-1" } });
    const list = await t.app.inject({ url: "/api/v1/logs/users?name=created user P", headers: bearer(admin.token) });
    const detail = await t.app.inject({ url: `/api/v1/logs/users/${list.json().data[0].id}`, headers: bearer(admin.token) });
    expect(detail.body).not.toMatch(/argon2|password_hash/);
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
