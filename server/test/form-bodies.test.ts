/**
 * Every POST route the spec lists takes its fields as JSON, urlencoded or
 * multipart alike, coerced by the same schema, and `data.attributes` where the
 * spec wraps them (issue 23: each of these answered 422 on main).
 */
import { describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { makeLineupRow, makePort } from "./factories";
import { bearer, createUser, multipart, setUpApp } from "./helpers";

const given = setUpApp(async (t) => {
  const token = (await createUser(t.app, ROLE.admin)).token;
  const ctx = await makePort(t.app);
  return { token, ctx };
});

type Fields = Record<string, string>;
const asMultipart = (url: string, fields: Fields) => {
  const { t, token } = given();
  const form = multipart(fields);
  return t.app.inject({
    method: "POST",
    url: `/api/v1${url}`,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
};
const asUrlencoded = (url: string, fields: Fields) =>
  given().t.app.inject({
    method: "POST",
    url: `/api/v1${url}`,
    headers: { ...bearer(given().token), "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });

describe("form bodies", () => {
  it.each([
    ["multipart", asMultipart],
    ["urlencoded", asUrlencoded],
  ])("are taken as %s by the e-mail information, sendemail and the three marks", async (_kind, send) => {
    const { t, ctx } = given();
    const row = await makeLineupRow(t.app, ctx);
    const answers = await Promise.all([
      send("/email_information", { description: "<p>Good morning</p>" }),
      send("/lineups/sendemail", {
        email: "ops@example.com",
        type: "porto",
        carga_tipo_id: String(ctx.type.id),
        "porto_id[]": String(ctx.port.id),
      }),
      send(`/lineups/${row.id}/atualizar`, { atualizar: "1" }),
      send(`/portos/${ctx.port.id}/atualizar`, { carga: String(ctx.type.id) }),
      send(`/terminais/${ctx.terminal.id}/atualizar`, { atualizar: "1" }),
      send(`/cargas_tipos/${ctx.type.id}/atualizar`, { atualizar: "1" }),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    // Coerced by the schema, not accepted blindly: a port mark's comm type must still be a number.
    const bad = await send(`/portos/${ctx.port.id}/atualizar`, { carga: "one" });
    expect(bad.statusCode).toBe(422);
  });

  it("register takes the spec's data.attributes wrapper, as password-forgot and password-reset do", async () => {
    const { t } = given();
    const email = `wrapped-${Date.now()}@example.com`;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/register",
      payload: {
        data: {
          attributes: {
            name: "Wrapped Client",
            email,
            password: "secret-password",
            password_confirmation: "secret-password",
          },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email, role_id: ROLE.client });
  });
});
