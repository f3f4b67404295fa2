import { describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { bearer, createUser, login, multipart, PNG_1X1, sendForm, setUpAdminAppWith } from "./helpers";
import { makePort } from "./factories";

const { given, send } = setUpAdminAppWith({ name: "Ada Admin" }, async (t) => ({
  ctx: await makePort(t.app, "Santos"),
}));

describe("users", () => {
  it("creates an operator with ports, ignoring comms (not a comm role), and the user can log in", async () => {
    const { t, ctx } = given();
    const res = await send("POST", "/users", {
      name: "Otto Operator",
      email: "otto@test.local",
      role_id: 3,
      role: "Berth planner",
      password: "operator-1",
      password_confirmation: "operator-1",
      porto_ids: [ctx.port.id],
      carga_ids: [ctx.comm.id],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: "Otto Operator",
      role_id: 3,
      role: "Berth planner",
      portos: [{ id: ctx.port.id, name: "Santos" }],
      cargas: [],
    });
    expect((await send("GET", `/users/${res.json().id}`)).json()).toStrictEqual(res.json());
    await expect(login(t.app, "otto@test.local", "operator-1")).resolves.toBeTruthy();
  });

  it("keeps both ports and comms for a sub-agent, from a multipart form with a photo", async () => {
    const { t, ctx, admin } = given();
    const form = multipart(
      {
        name: "Sue Sub",
        email: "sue@test.local",
        role_id: "5",
        password: "subagent-1",
        password_confirmation: "subagent-1",
        "porto_ids[]": String(ctx.port.id),
        "carga_ids[]": String(ctx.comm.id),
      },
      { photo: { filename: "sue.png", data: PNG_1X1, type: "image/png" } },
    );
    const res = await sendForm(t.app, admin.token, "POST", "/users", form);
    expect(res.statusCode).toBe(201);
    expect(res.json().portos).toHaveLength(1);
    expect(res.json().cargas).toHaveLength(1);
    expect(res.json().photo_url).toMatch(/\.png$/);
  });

  it("requires name, e-mail, profile and a password on create", async () => {
    const res = await send("POST", "/users", {});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["email", "name", "password", "role_id"]);
  });

  it("refuses a taken e-mail, an unknown port and a non-image photo", async () => {
    const { t, admin } = given();
    const taken = await send("POST", "/users", {
      name: "X",
      email: admin.email,
      role_id: 4,
      password: "password-1",
      password_confirmation: "password-1",
    });
    expect(taken.json().errors.email).toBeDefined();
    const badPort = await send("POST", "/users", {
      name: "X",
      email: "x1@test.local",
      role_id: 3,
      password: "password-1",
      password_confirmation: "password-1",
      porto_ids: [99999],
    });
    expect(badPort.json().errors.porto_ids).toBeDefined();
    const form = multipart(
      { name: "X", email: "x2@test.local", role_id: "4", password: "password-1", password_confirmation: "password-1" },
      { photo: { filename: "x.png", data: Buffer.from("not an image") } },
    );
    const badPhoto = await sendForm(t.app, admin.token, "POST", "/users", form);
    expect(badPhoto.statusCode).toBe(422);
    expect(badPhoto.json().errors.photo).toBeDefined();
  });

  it("edits without a password, clears ports when the role changes to client, and keeps the old password", async () => {
    const { t, ctx } = given();
    const u = await createUser(t.app, ROLE.operator, { email: "edit-me@test.local" });
    await send("POST", `/users/${u.user.id}`, {
      _method: "put",
      name: "Edited",
      email: u.email,
      role_id: 3,
      porto_ids: [ctx.port.id],
    });
    const res = await send("POST", `/users/${u.user.id}`, {
      _method: "put",
      name: "Edited",
      email: u.email,
      role_id: 4,
      porto_ids: [ctx.port.id],
      carga_ids: [ctx.comm.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Edited", role_id: 4, portos: [], cargas: [{ id: ctx.comm.id }] });
    expect((await send("GET", `/users/${u.user.id}`)).json()).toStrictEqual(res.json());
    await expect(login(t.app, u.email, u.password)).resolves.toBeTruthy();
  });

  it("edits through a multipart form whose _method is a form field, with a new photo", async () => {
    const { t, ctx, admin } = given();
    const u = await createUser(t.app, ROLE.operator, { email: "multipart-edit@test.local" });
    const form = multipart(
      { _method: "put", name: "Renamed by form", email: u.email, role_id: "3", "porto_ids[]": String(ctx.port.id) },
      { photo: { filename: "me.png", data: PNG_1X1 } },
    );
    const res = await sendForm(t.app, admin.token, "POST", `/users/${u.user.id}`, form);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: "Renamed by form", portos: [{ id: ctx.port.id }] });
    expect(res.json().photo_url).toMatch(/\.png$/);
  });

  it("lists with filters, paging and the role, and shows one with ports and comms", async () => {
    const list = await send("GET", "/users?name=otto&with[]=role");
    expect(list.json().total).toBe(1);
    expect(list.json().data[0]).toMatchObject({ name: "Otto Operator", perfil: { id: 3, name: "Operator" } });
    const byRole = await send("GET", "/users?role_id=1");
    expect(byRole.json().data.every((u: { role_id: number }) => u.role_id === 1)).toBe(true);
    const byEmail = await send("GET", "/users?email=sue@");
    expect(byEmail.json().data.map((u: { name: string }) => u.name)).toEqual(["Sue Sub"]);
    const one = await send("GET", `/users/${list.json().data[0].id}?with[]=portos&with[]=cargas`);
    expect(one.json().portos[0].name).toBe("Santos");
    // The list shows each user as the detail does, without the role's name and the assignments.
    const { role_name: _, portos: __, cargas: ___, ...listed } = one.json();
    expect(list.json().data[0]).toStrictEqual(listed);
  });

  it("deletes a user but never the admin's own account; 404 for unknown ids", async () => {
    const { t, admin } = given();
    const u = await createUser(t.app, ROLE.client);
    const del = await send("POST", `/users/${u.user.id}`, { _method: "delete" });
    expect(del.json().message).toBe("Deleted successfully.");
    expect((await send("GET", `/users/${u.user.id}`)).statusCode).toBe(404);
    expect((await send("DELETE", `/users/${admin.user.id}`)).statusCode).toBe(409);
    expect((await send("GET", "/users/abc")).statusCode).toBe(422);
  });

  it("cuts off a deleted user's token at once", async () => {
    const { t } = given();
    const u = await createUser(t.app, ROLE.operator);
    await send("DELETE", `/users/${u.user.id}`);
    expect((await t.app.inject({ url: "/api/v1/me", headers: bearer(u.token) })).statusCode).toBe(401);
  });
});
