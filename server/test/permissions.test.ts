import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE, type RoleId } from "@lineup/shared";
import { bearer, createUser, startApp, type TestApp } from "./helpers";
import { assignPorts, makePort, portPayload, type Place } from "./factories";

/**
 * Walks every route of the reference-data area with each role and a guest and
 * checks the status class against the table: "ok" means the policy let the
 * request through (2xx), "denied" is 403, guests always get 401.
 */
type Expect = "ok" | "denied";
const A = "ok" as const;
const D = "denied" as const;

let t: TestApp;
const tokens = {} as Record<RoleId, string>;
let ctx: Place;

beforeAll(async () => {
  t = await startApp();
  ctx = await makePort(t.app, "Scoped port");
  for (const role of [1, 2, 3, 4, 5] as RoleId[]) {
    const u = await createUser(t.app, role);
    tokens[role] = u.token;
    if (role === ROLE.basicAdmin || role === ROLE.operator || role === ROLE.subAgent)
      await assignPorts(t.app, u.user.id, [ctx.port.id]);
  }
});
afterAll(() => t.close());

interface Case {
  name: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: () => string;
  body?: () => unknown;
  /** Expected outcome for roles 1..5. */
  roles: [Expect, Expect, Expect, Expect, Expect];
}

const cases: Case[] = [
  { name: "list users", method: "GET", url: () => "/users", roles: [A, D, D, D, D] },
  {
    name: "create user",
    method: "POST",
    url: () => "/users",
    body: () => ({
      name: "X",
      email: `x${Math.random()}@t.local`,
      role_id: 4,
      password: "password-1",
      password_confirmation: "password-1",
    }),
    roles: [A, D, D, D, D],
  },
  { name: "list activities", method: "GET", url: () => "/logs/users", roles: [A, D, D, D, D] },
  { name: "list ports", method: "GET", url: () => "/portos", roles: [A, A, A, D, D] },
  { name: "show port", method: "GET", url: () => `/portos/${ctx.port.id}`, roles: [A, A, A, D, D] },
  { name: "create port", method: "POST", url: () => "/portos", body: () => portPayload(), roles: [A, A, D, D, D] },
  // Staff of the port, sub-agents included (policy.ts `portMarks`), as for a terminal.
  {
    name: "mark port updated",
    method: "POST",
    url: () => `/portos/${ctx.port.id}/atualizar`,
    body: () => ({ carga: ctx.type.id, atualizar: true }),
    roles: [A, A, A, D, A],
  },
  {
    name: "mark terminal updated",
    method: "POST",
    url: () => `/terminais/${ctx.terminal.id}/atualizar`,
    body: () => ({ atualizar: true }),
    roles: [A, A, A, D, A],
  },
  { name: "list comm types", method: "GET", url: () => "/cargas_tipos", roles: [A, A, A, A, A] },
  {
    name: "create comm type",
    method: "POST",
    url: () => "/cargas_tipos",
    body: () => ({ name: `T${Math.random()}`, cargas: [{ name: "UREA", synonym: "U" }] }),
    roles: [A, A, D, D, D],
  },
  {
    name: "mark comm type updated",
    method: "POST",
    url: () => `/cargas_tipos/${ctx.type.id}/atualizar`,
    body: () => ({}),
    roles: [A, A, D, D, D],
  },
  { name: "list comms", method: "GET", url: () => `/cargas?tipo_id=${ctx.type.id}`, roles: [A, A, A, A, A] },
  {
    name: "create comm",
    method: "POST",
    url: () => "/cargas",
    body: () => ({ tipo_id: ctx.type.id, name: "NEW", synonym: "N" }),
    roles: [A, A, D, D, D],
  },
  ...["navios", "agencias", "afretadores", "trabalhadores"].flatMap((path): Case[] => [
    {
      name: `create ${path}`,
      method: "POST",
      url: () => `/${path}`,
      body: () => ({ name: `Item ${Math.random()}` }),
      roles: [A, A, D, D, D],
    },
  ]),
  // Clients read only the lists whose columns their board shows (vessel, charterer, destination port).
  ...["navios", "afretadores", "lineups_portos"].map((path): Case => ({
    name: `list ${path}`,
    method: "GET",
    url: () => `/${path}`,
    roles: [A, A, A, A, A],
  })),
  ...["agencias", "recebedores", "trabalhadores"].flatMap((path): Case[] => [
    { name: `list ${path}`, method: "GET", url: () => `/${path}`, roles: [A, A, A, D, A] },
    { name: `search ${path}`, method: "GET", url: () => `/${path}?name=a&page=1`, roles: [A, A, A, D, A] },
  ]),
  {
    name: "create receiver (any staff)",
    method: "POST",
    url: () => "/recebedores",
    body: () => ({ name: `R ${Math.random()}` }),
    roles: [A, A, A, D, A],
  },
  {
    name: "create destination port",
    method: "POST",
    url: () => "/lineups_portos",
    // A new name each time: a second Qingdao would be refused as the same port (party-names.test.ts).
    body: () => ({ name: `Qingdao ${Math.random()}`, pais: "China" }),
    roles: [A, A, D, D, D],
  },
  { name: "read e-mail information", method: "GET", url: () => "/email_information", roles: [A, A, D, D, D] },
  {
    name: "save e-mail information",
    method: "POST",
    url: () => "/email_information",
    body: () => ({ description: "<p>Hi</p>" }),
    roles: [A, A, D, D, D],
  },
  { name: "line-up option lists", method: "GET", url: () => "/lineups/parametros", roles: [A, A, A, A, A] },
  {
    name: "download a terminal's line-up",
    method: "POST",
    url: () => "/lineups/download",
    body: () => ({ carga_tipo_id: ctx.type.id, terminal_id: ctx.terminal.id }),
    roles: [A, A, A, D, A],
  },
  {
    name: "download every line-up",
    method: "POST",
    url: () => "/lineups/download/all",
    body: () => ({ carga_tipo_id: ctx.type.id, agencia: 1 }),
    roles: [A, A, A, D, A],
  },
  {
    name: "e-mail the line-up",
    method: "POST",
    url: () => "/lineups/sendemail",
    body: () => ({ carga_tipo_id: ctx.type.id, email: "ops@example.com", type: "porto" }),
    roles: [A, A, A, D, A],
  },
  { name: "dashboard counts", method: "GET", url: () => "/statistics/counts", roles: [A, A, A, A, A] },
  { name: "my ports", method: "GET", url: () => "/me/portos", roles: [A, A, A, A, A] },
];

describe("permission table", () => {
  for (const c of cases) {
    it(`${c.name}: ${c.roles.join(", ")}; guests 401`, async () => {
      const send = (headers: Record<string, string>) =>
        t.app.inject({
          method: c.method,
          url: `/api/v1${c.url()}`,
          headers,
          ...(c.body ? { payload: c.body() as object } : {}),
        });
      expect((await send({})).statusCode).toBe(401);
      for (const [i, expected] of c.roles.entries()) {
        const role = (i + 1) as RoleId;
        const res = await send(bearer(tokens[role]));
        if (expected === "ok") expect(res.statusCode, `role ${role}: ${res.body}`).toBeLessThan(300);
        else expect(res.statusCode, `role ${role}`).toBe(403);
      }
    });
  }
});

describe("port scoping by id", () => {
  it("hides and protects another port from scoped users", async () => {
    const other = await makePort(t.app, "Someone else's port");
    for (const role of [ROLE.basicAdmin, ROLE.operator] as RoleId[]) {
      const headers = bearer(tokens[role]);
      expect((await t.app.inject({ url: `/api/v1/portos/${other.port.id}`, headers })).statusCode).toBe(404);
      const update = await t.app.inject({
        method: "POST",
        url: `/api/v1/portos/${other.port.id}`,
        headers,
        payload: { _method: "put", ...portPayload("Hijacked") },
      });
      expect(update.statusCode).toBe(404);
      const list = await t.app.inject({ url: "/api/v1/portos", headers });
      const ids = list.json().data.map((p: { id: number }) => p.id);
      expect(ids).toContain(ctx.port.id);
      expect(ids).not.toContain(other.port.id);
    }
    const admin = await t.app.inject({ url: `/api/v1/portos/${other.port.id}`, headers: bearer(tokens[ROLE.admin]) });
    expect(admin.statusCode).toBe(200);
  });

  it("refuses operators a port deletion even through the method override", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/v1/portos/${ctx.port.id}`,
      headers: bearer(tokens[ROLE.operator]),
      payload: { _method: "delete" },
    });
    expect(res.statusCode).toBe(403);
  });
});
