/**
 * An update never clears what it does not mention (issue 23): a user edited
 * without its role's title, ports or comms keeps them (an empty field clears
 * them, as the web's form sends it); a comm saved again without its colour or
 * flags keeps them. Each was cleared on main before.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { cargas, users } from "../src/db/schema";
import { assignComms, assignPorts, makePort } from "./factories";
import { bearer, createUser, multipart, setUpApp } from "./helpers";

const given = setUpApp(async (t) => {
  const admin = (await createUser(t.app, ROLE.admin)).token;
  const ctx = await makePort(t.app);
  return { admin, ctx };
});

const editUser = (id: number, payload: object) =>
  given().t.app.inject({
    method: "POST",
    url: `/api/v1/users/${id}`,
    headers: bearer(given().admin),
    payload: { _method: "put", ...payload },
  });
const shown = async (id: number) =>
  (await given().t.app.inject({ url: `/api/v1/users/${id}`, headers: bearer(given().admin) })).json<{
    role: string | null;
    portos: { id: number }[];
    cargas: { id: number }[];
  }>();

describe("a user edited without some fields", () => {
  it("keeps its role's title, ports and comms; an empty field clears them; a role without ports drops them", async () => {
    const { t, admin, ctx } = given();
    const u = await createUser(t.app, ROLE.subAgent);
    await t.app.db.update(users).set({ role: "Night shift" }).where(eq(users.id, u.user.id));
    await assignPorts(t.app, u.user.id, [ctx.port.id]);
    await assignComms(t.app, u.user.id, [ctx.comm.id]);

    const res = await editUser(u.user.id, { name: "Renamed", email: u.email, role_id: ROLE.subAgent });
    expect(res.statusCode, res.body).toBe(200);
    expect(await shown(u.user.id)).toMatchObject({
      role: "Night shift",
      portos: [{ id: ctx.port.id }],
      cargas: [{ id: ctx.comm.id }],
    });

    // The web's multipart form sends every field: an empty one clears it.
    const form = multipart({
      _method: "put",
      name: "Renamed",
      email: u.email,
      role_id: String(ROLE.subAgent),
      role: "",
      porto_ids: "",
    });
    const cleared = await t.app.inject({
      method: "POST",
      url: `/api/v1/users/${u.user.id}`,
      headers: { ...bearer(admin), ...form.headers },
      payload: form.payload,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await shown(u.user.id)).toMatchObject({ role: null, portos: [], cargas: [{ id: ctx.comm.id }] });

    // As JSON, an empty list clears too.
    await assignPorts(t.app, u.user.id, [ctx.port.id]);
    expect(
      (await editUser(u.user.id, { name: "Renamed", email: u.email, role_id: ROLE.subAgent, porto_ids: [] }))
        .statusCode,
    ).toBe(200);
    expect((await shown(u.user.id)).portos).toEqual([]);

    // A client has no ports and an operator no comms, whatever was kept.
    await editUser(u.user.id, { name: "Renamed", email: u.email, role_id: ROLE.operator });
    expect((await shown(u.user.id)).cargas).toEqual([]);
  });
});

describe("a comm saved again without its colour or flags", () => {
  it("keeps them, on the comm type's form and on the comm's own edit", async () => {
    const { t, admin, ctx } = given();
    await t.app.db
      .update(cargas)
      .set({ color: "#ff0000", ie_analise: 1, ie_export: 1 })
      .where(eq(cargas.id, ctx.comm.id));
    const viaType = await t.app.inject({
      method: "PUT",
      url: `/api/v1/cargas_tipos/${ctx.type.id}`,
      headers: bearer(admin),
      payload: { name: ctx.type.name, cargas: [{ id: ctx.comm.id, name: ctx.comm.name, synonym: "C" }] },
    });
    expect(viaType.statusCode, viaType.body).toBe(200);
    const viaComm = await t.app.inject({
      method: "PUT",
      url: `/api/v1/cargas/${ctx.comm.id}`,
      headers: bearer(admin),
      payload: { tipo_id: ctx.type.id, name: ctx.comm.name, synonym: "C" },
    });
    expect(viaComm.statusCode, viaComm.body).toBe(200);
    const [comm] = await t.app.db.select().from(cargas).where(eq(cargas.id, ctx.comm.id));
    expect(comm).toMatchObject({ color: "#ff0000", ie_analise: 1, ie_export: 1, ie_import: 0 });
    // What is sent still changes.
    await t.app.inject({
      method: "PUT",
      url: `/api/v1/cargas/${ctx.comm.id}`,
      headers: bearer(admin),
      payload: { tipo_id: ctx.type.id, name: ctx.comm.name, synonym: "C", color: "#00ff00", ie_analise: 0 },
    });
    const [after] = await t.app.db.select().from(cargas).where(eq(cargas.id, ctx.comm.id));
    expect(after).toMatchObject({ color: "#00ff00", ie_analise: 0, ie_export: 1 });
  });
});
