import { describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { unflatten } from "../src/http/form-body";
import { findUnsafeInput } from "../src/http/safe-input";
import { bearer, createUser, multipart, setUpApp, sendForm } from "./helpers";
import { makeLineupRow, makeParties, makePort } from "./factories";

const given = setUpApp(async (t) => {
  const admin = await createUser(t.app, ROLE.admin);
  const at = await makePort(t.app);
  const parties = await makeParties(t.app);
  await makeLineupRow(t.app, at, { status: "Waiting", carga_tipo_id: at.type.id });
  return { admin, at, parties };
});

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort();
const cleanPrototype = prototypeKeys();
const board = async () => {
  const { t, admin, at } = given();
  return (
    await t.app.inject({
      url: `/api/v1/lineups?carga_tipo_id=${at.type.id}&porto_id[]=${at.port.id}`,
      headers: bearer(admin.token),
    })
  ).json();
};

const save = (row: Record<string, unknown>, terminalId?: number) => {
  const { t, admin, at } = given();
  return t.app.inject({
    method: "POST",
    url: "/api/v1/lineups/list",
    headers: bearer(admin.token),
    payload: { terminal_id: terminalId ?? at.terminal.id, list: [{ ...validRow(), ...row }] },
  });
};

/** A row the table save accepts as it is. */
const validRow = () => {
  const { at, parties } = given();
  return {
    status: "Expected",
    carga_tipo_id: at.type.id,
    carga_id: at.comm.id,
    navio_id: parties.vessel.id,
    afretador_id: parties.charterer.id,
    recebedor_id: parties.receiver.id,
    destination_porto: parties.dest.id,
  };
};

describe("prototype keys never reach an object's prototype", () => {
  it("refuses an anonymous multipart line-up before reading it, and poisons nothing", async () => {
    const { t, at } = given();
    const before = await board();
    for (const key of ["__proto__[carga_tipo_id]", "constructor[prototype][terminal_id]"]) {
      const form = multipart({ [key]: "9", porto_id: String(at.port.id) });
      const res = await t.app.inject({ method: "POST", url: "/api/v1/lineups", ...form });
      expect(res.statusCode).toBe(401);
    }
    expect(prototypeKeys()).toEqual(cleanPrototype);
    expect(await board()).toEqual(before);
  });

  it("answers 422 to a signed-in multipart form with prototype keys, and the board stays as it was", async () => {
    const { t, admin, at } = given();
    const before = await board();
    for (const key of [
      "__proto__[carga_tipo_id]",
      "constructor[prototype][terminal_id]",
      "cargas[0][__proto__][qty]",
      "prototype",
    ]) {
      const form = multipart({ [key]: "9", porto_id: String(at.port.id), terminal_id: String(at.terminal.id) });
      const res = await sendForm(t.app, admin.token, "POST", "/lineups", form);
      expect(res.statusCode, key).toBe(422);
      expect(res.json().errors).toBeDefined();
    }
    expect(prototypeKeys()).toEqual(cleanPrototype);
    expect(({} as Record<string, unknown>).carga_tipo_id).toBeUndefined();
    expect(await board()).toEqual(before);
  });

  it("refuses prototype keys in query strings and JSON bodies", async () => {
    const { t, admin, at } = given();
    const query = await t.app.inject({
      url: "/api/v1/lineups?__proto__[]=1&constructor[prototype][x]=2",
      headers: bearer(admin.token),
    });
    expect(query.statusCode).toBe(422);
    const json = await t.app.inject({
      method: "POST",
      url: "/api/v1/lineups/list",
      headers: { ...bearer(admin.token), "content-type": "application/json" },
      payload: `{"terminal_id":${at.terminal.id},"list":[{"constructor":{"prototype":{"x":1}},"status":"Expected"}]}`,
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    expect(prototypeKeys()).toEqual(cleanPrototype);
  });

  it("treats constructor and hasOwnProperty as plain (refused) field names in the profile form", async () => {
    const { t, admin } = given();
    for (const key of ["constructor", "hasOwnProperty", "constructor[]", "toString[0]"]) {
      const form = multipart({ name: "Someone", [key]: "x" });
      const res = await sendForm(t.app, admin.token, "POST", "/me", form);
      expect(res.statusCode, key).toBeLessThan(500);
    }
    expect(prototypeKeys()).toEqual(cleanPrototype);
  });

  it("unflattens only bounded, prototype-free structures", () => {
    const out = unflatten([
      ["cargas[0][qty]", "1"],
      ["cargas[][qty]", "2"],
      ["hasOwnProperty", "x"],
    ]);
    expect(JSON.parse(JSON.stringify(out))).toEqual({ cargas: [{ qty: "1" }, { qty: "2" }], hasOwnProperty: "x" });
    expect(Object.getPrototypeOf(out)).toBeNull();
    expect(() => unflatten([["cargas[100000000][qty]", "1"]])).toThrow();
    expect(() =>
      unflatten([
        ["cargas[0]", "1"],
        ["cargas[length]", "5"],
      ]),
    ).toThrow();
    expect(() => unflatten([["a[b][c][d][e][f][g][h][i]", "1"]])).toThrow();
  });
});

describe("text PostgreSQL cannot store is refused with 422", () => {
  it("finds NUL and lone surrogates anywhere, and accepts real pairs", () => {
    expect(findUnsafeInput({ a: [{ b: "x\u0000y" }] })?.field).toBe("a.0.b");
    expect(findUnsafeInput({ a: "\ud800" })?.field).toBe("a");
    expect(findUnsafeInput({ a: "\udc00x" })?.field).toBe("a");
    expect(findUnsafeInput({ a: "ship 🚢 ok", b: "Açúcar – ½" })).toBeUndefined();
  });

  it("answers 422, not 500, to anonymous logins and sign-ups with such text", async () => {
    const { t } = given();
    const login = await t.app.inject({
      method: "POST",
      url: "/api/v1/oauth/token",
      payload: { grant_type: "password", username: "a\u0000@b.c", password: "x" },
    });
    expect(login.statusCode).toBe(422);
    const register = await t.app.inject({
      method: "POST",
      url: "/api/v1/register",
      payload: {
        name: "Bad \ud800",
        email: "lone@test.local",
        password: "long-enough-1",
        password_confirmation: "long-enough-1",
      },
    });
    expect(register.statusCode).toBe(422);
    expect(register.json().errors.name).toBeDefined();
  });

  it("refuses it in a table save and in a query filter", async () => {
    const { t, admin } = given();
    const res = await save({ observacao: "note\u0000" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors["list.0.observacao"]).toBeDefined();
    const query = await t.app.inject({ url: `/api/v1/navios?name=%00`, headers: bearer(admin.token) });
    expect(query.statusCode).toBe(422);
  });
});

describe("dates, ids and quantities are bounded before SQL", () => {
  it("refuses days the calendar does not have, in saves and in filters", async () => {
    const { t, admin } = given();
    for (const eta of ["2026-02-30", "2026-13-45", "0000-01-01"]) {
      const res = await save({ eta });
      expect(res.statusCode, eta).toBe(422);
      expect(res.json().errors["list.0.eta"]).toEqual(["The ETA field must be a valid date."]);
    }
    const filter = await t.app.inject({
      url: "/api/v1/lineups?periodo_inicio=2026-02-30",
      headers: bearer(admin.token),
    });
    expect(filter.statusCode).toBe(422);
    expect((await save({ eta: "2028-02-29" })).statusCode).toBe(200);
  });

  it("refuses ids beyond int32 everywhere, and quantities beyond numeric(15,3)", async () => {
    const { t, admin } = given();
    expect((await save({}, 2147483648)).statusCode).toBe(422);
    expect(
      (await t.app.inject({ url: "/api/v1/lineups?porto_id[]=2147483648", headers: bearer(admin.token) })).statusCode,
    ).toBe(422);
    expect(
      (await t.app.inject({ url: "/api/v1/lineups?terminal_id=99999999999", headers: bearer(admin.token) })).statusCode,
    ).toBe(422);
    expect((await save({ call_number: 2147483648 })).statusCode).toBe(422);
    const huge = await save({ qty: 1e12 });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors["list.0.qty"]).toBeDefined();
    expect((await save({ qty: 999_999_999_999.5 })).statusCode).toBe(200);
  });
});

describe("malformed bodies are the client's error", () => {
  it("answers 400 to a truncated multipart body (form and import) and to a bad boundary", async () => {
    const { t, admin, at } = given();
    const form = multipart({ porto_id: String(at.port.id) });
    const truncated = form.payload.subarray(0, form.payload.length - 20);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/lineups",
      payload: truncated,
      headers: { ...form.headers, ...bearer(admin.token) },
    });
    expect(res.statusCode).toBe(400);
    const sheet = multipart(
      { terminal_id: String(at.terminal.id) },
      { file: { filename: "x.xlsx", data: Buffer.alloc(2048, 7) } },
    );
    const cut = await t.app.inject({
      method: "POST",
      url: "/api/v1/lineups/importar",
      payload: sheet.payload.subarray(0, 1500),
      headers: { ...sheet.headers, ...bearer(admin.token) },
    });
    expect(cut.statusCode).toBe(400);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/v1/lineups",
      payload: "garbage",
      headers: { "content-type": "multipart/form-data; boundary=x", ...bearer(admin.token) },
    });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
  });

  it("answers 4xx to malformed and absurdly nested JSON", async () => {
    const { t, admin } = given();
    const headers = { ...bearer(admin.token), "content-type": "application/json" };
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/v1/lineups/list",
      headers,
      payload: '{"terminal_id": 1, "list": [',
    });
    expect(broken.statusCode).toBe(400);
    const deep = await t.app.inject({
      method: "POST",
      url: "/api/v1/lineups/list",
      headers,
      payload: `${"[".repeat(50_000)}${"]".repeat(50_000)}`,
    });
    expect(deep.statusCode).toBeGreaterThanOrEqual(400);
    expect(deep.statusCode).toBeLessThan(500);
  });
});

describe("check-then-insert races", () => {
  it("eight sign-ups with one e-mail at the same instant: one account, seven 422 on email", async () => {
    const { t } = given();
    const payload = {
      name: "Racer",
      email: "race@test.local",
      password: "long-enough-1",
      password_confirmation: "long-enough-1",
    };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.app.inject({ method: "POST", url: "/api/v1/register", payload })),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 422, 422, 422, 422, 422, 422, 422]);
    for (const r of answers.filter((a) => a.statusCode === 422))
      expect(r.json().errors.email).toEqual(["The email has already been taken."]);
  });
});
