import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { activityLogs, lineups } from "../src/db/schema";
import type { LineupChange } from "../src/lineups/events";
import { assignPorts, makeLineupRow, makeParties, makePort, portPayload, callFields } from "./factories";
import type { Place } from "./factories";
import { bearer, createUser, multipart, setUpAdminAppWith } from "./helpers";

const events: LineupChange[] = [];
const { given, as, send } = setUpAdminAppWith({}, async (t) => {
  const ctx = await makePort(t.app);
  const p = await makeParties(t.app);
  t.app.lineupEvents.on((c) => events.push(c));
  return { ctx, p };
});

/** A body as an HTML form sends it: bracketed keys, every value text, null as an empty field. */
function formOf(value: unknown, prefix = "", out: Record<string, string> = {}): Record<string, string> {
  if (Array.isArray(value)) value.forEach((v, i) => formOf(v, `${prefix}[${i}]`, out));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) formOf(v, prefix ? `${prefix}[${k}]` : k, out);
  else if (value !== undefined) out[prefix] = value === null ? "" : String(value);
  return out;
}
const postForm = (url: string, body: Record<string, unknown>) => {
  const { t } = given();
  const form = multipart(formOf(body));
  return t.app.inject({ method: "POST", url, headers: { ...as(), ...form.headers }, payload: form.payload });
};

describe("multipart forms on the reference-data routes", () => {
  const cases: [string, () => Record<string, unknown>, (saved: Record<string, unknown>) => void][] = [
    [
      "navios",
      () => ({ name: "FORM VESSEL", imo: "9412399", is_agency_client: 1 }),
      (s) => expect(s).toMatchObject({ imo: "9412399", is_agency_client: true }),
    ],
    ["agencias", () => ({ name: "FORM AGENCY" }), () => {}],
    ["afretadores", () => ({ name: "FORM CHARTERER" }), () => {}],
    ["recebedores", () => ({ name: "FORM RECEIVER" }), () => {}],
    [
      "lineups_portos",
      () => ({ name: "Form Port", pais: "Belgium" }),
      (s) => expect(s).toMatchObject({ pais: "Belgium" }),
    ],
    [
      "cargas",
      () => ({ name: "FORM COMM", synonym: "FC", tipo_id: given().ctx.type.id, color: "#112233" }),
      (s) => expect(s).toMatchObject({ tipo_id: given().ctx.type.id, color: "#112233" }),
    ],
    [
      "cargas_tipos",
      () => ({ name: "FORMTYPE", cargas: [{ name: "FORM A", synonym: "FA", ie_analise: 1 }] }),
      (s) => expect(s).toMatchObject({ cargas: [expect.objectContaining({ name: "FORM A", ie_analise: 1 })] }),
    ],
    [
      "portos",
      () => portPayload("FORM PORT", [given().ctx.comm.id]),
      (s) =>
        expect(s).toMatchObject({
          max_draft: "13.50",
          terminais: [
            expect.objectContaining({ name: "North", cargas_ids: [given().ctx.comm.id] }),
            expect.objectContaining({ name: "South" }),
          ],
        }),
    ],
  ];

  it.each(cases)("creates and edits %s from a multipart form as from JSON", async (path, body, check) => {
    const created = await postForm(`/api/v1/${path}`, body());
    expect(created.statusCode, created.body).toBe(201);
    check(created.json());
    const id = created.json().id as number;
    const current = (await send("GET", `/${path}/${id}`)).json();
    // An edit keeps the ids of nested items, as the edit screens send them.
    const edit = {
      ...body(),
      ...(path === "portos" && { terminais: current.terminais }),
      ...(path === "cargas_tipos" && { cargas: current.cargas }),
      name: `${String(body().name)} EDITED`,
      _method: "put",
    };
    const updated = await postForm(`/api/v1/${path}/${id}`, edit);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().name).toBe(`${String(body().name)} EDITED`);
    check(updated.json());
  });

  it("answers a bad multipart edit with field errors in words, like JSON", async () => {
    const port = (await send("POST", "/portos", portPayload())).json();
    const res = await postForm(`/api/v1/portos/${port.id}`, {
      ...portPayload(),
      terminais: [{ ...port.terminais[0], max_draft: "deep" }, port.terminais[1]],
      name: "",
      _method: "put",
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      name: ["The name field is required."],
      "terminais.0.max_draft": [expect.stringMatching(/^The max draft field/)],
    });
    expect(res.body).not.toMatch(/must match|anyOf|pattern/);
  });

  it("refuses an operator's port creation, even an invalid one, with 403", async () => {
    const { t } = given();
    const operator = await createUser(t.app, ROLE.operator);
    for (const payload of [portPayload(), { name: "" }]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/portos",
        headers: bearer(operator.token),
        payload,
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe("line-up fields decided by others", () => {
  const line = () => {
    const { ctx, p } = given();
    return { ...callFields(ctx, p), agencia_id: p.agency.id, eta: "2026-11-20" };
  };
  const save = (list: unknown[]) => send("POST", "/lineups/list", { terminal_id: given().ctx.terminal.id, list });
  const boardIds = async () => {
    const { ctx } = given();
    const statuses = "status[]=Waiting&status[]=Expected&status[]=POB hh:mm lt";
    return (await send("GET", `/lineups?carga_tipo_id=${ctx.type.id}&porto_id[]=${ctx.port.id}&${statuses}`))
      .json()
      .portos.flatMap((x: { terminais: { lineups: { id: number }[] }[] }) =>
        x.terminais.flatMap((y) => y.lineups.map((r) => r.id)),
      );
  };

  it("gives a line saved without a comm type its comm's, so it shows on that tab", async () => {
    const { t, ctx } = given();
    const res = await save([line()]);
    expect(res.statusCode, res.body).toBe(200);
    const [saved] = res.json().lineups;
    expect(saved.carga_tipo_id).toBe(ctx.type.id);
    expect(await boardIds()).toContain(saved.id);
    // A comm type that contradicts the comm is refused, naming both (lineups-consistency.test.ts), never silently replaced.
    const other = await makePort(t.app);
    const refused = await save([{ ...line(), carga_tipo_id: other.type.id }]);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(["list.0.carga_tipo_id"]);
  });

  it("refuses a note without a comm type: no tab would show it", async () => {
    const res = await save([{ is_observacao: 1, observacao: "Pilots on strike" }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ "list.0.carga_tipo_id": ["The comm type field is required."] });
  });

  it("keeps a POB time only with the POB status", async () => {
    const { t } = given();
    const expected = await save([{ ...line(), status: "Expected", pob: "09:30" }]);
    expect(expected.json().lineups[0].pob).toBeNull();
    const pob = (await save([{ ...line(), status: "POB hh:mm lt", pob: "09:30" }])).json().lineups[0];
    expect(pob.pob).toBe("09:30");
    const moved = await save([{ id: pob.id, version: pob.version, status: "Waiting" }]);
    expect(moved.json().lineups[0]).toMatchObject({ status: "Waiting", pob: null });
    const [stored] = await t.app.db.select().from(lineups).where(eq(lineups.id, pob.id));
    expect(stored!.pob).toBeNull();
  });
});

describe("removing a berth that line-ups use", () => {
  it("clears it on those rows as an edit: new version, a live change, and a stale edit of it is a conflict", async () => {
    const { t, ctx, p } = given();
    const port = (await send("POST", "/portos", portPayload("Berth port", [ctx.comm.id]))).json();
    const north = port.terminais[0];
    const [n1, n2] = north.bercos;
    const at = {
      port: { id: port.id },
      terminal: { id: north.id },
      comm: ctx.comm,
      type: ctx.type,
    } as unknown as Place;
    const parties = {
      status: "Waiting" as const,
      navio_id: p.vessel.id,
      afretador_id: p.charterer.id,
      recebedor_id: p.receiver.id,
      destination_porto: p.dest.id,
    };
    const onN1 = await makeLineupRow(t.app, at, { ...parties, berco_id: n1.id });
    const onN2 = await makeLineupRow(t.app, at, { ...parties, berco_id: n2.id });
    events.length = 0;
    const res = await send("PUT", `/portos/${port.id}`, {
      ...portPayload("Berth port"),
      terminais: [{ ...north, bercos: [n2] }, port.terminais[1]],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [cleared] = await t.app.db.select().from(lineups).where(eq(lineups.id, onN1.id));
    expect(cleared).toMatchObject({ berco_id: null, version: onN1.version + 1 });
    const [untouched] = await t.app.db.select().from(lineups).where(eq(lineups.id, onN2.id));
    expect(untouched).toMatchObject({ berco_id: n2.id, version: onN2.version });
    expect(events).toEqual([
      expect.objectContaining({
        terminal_id: north.id,
        row_ids: [onN1.id],
        deleted_ids: [],
        fields: { [onN1.id]: ["berco_id"] },
      }),
    ]);
    // Someone who loaded the row before and now sets its berth is told, not overwritten silently.
    const stale = await send("POST", "/lineups/list", {
      terminal_id: north.id,
      list: [{ id: onN1.id, version: onN1.version, berco_id: n2.id }],
    });
    expect(stale.statusCode, stale.body).toBe(409);
    const [entry] = await t.app.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.subject_type, "lineups"), eq(activityLogs.subject_id, onN1.id)));
    expect(entry?.description).toMatch(/removed berth N1 from NORD VENUS/);
  });

  it("still lets an operator only edit values of their port", async () => {
    const { t } = given();
    const operator = await createUser(t.app, ROLE.operator);
    const port = (await send("POST", "/portos", portPayload())).json();
    await assignPorts(t.app, operator.user.id, [port.id]);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/v1/portos/${port.id}`,
      headers: bearer(operator.token),
      payload: { ...portPayload(), terminais: [{ ...port.terminais[0], bercos: [] }, port.terminais[1]] },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("validation messages a person can act on", () => {
  it("says what a valid value looks like instead of the schema's pattern", async () => {
    const { t, ctx } = given();
    const line = await send("POST", "/lineups/list", {
      terminal_id: ctx.terminal.id,
      list: [{ status: "Waiting", carga_id: ctx.comm.id, qty: "12abc", pob: "25:00" }],
    });
    expect(line.json().errors).toMatchObject({
      "list.0.qty": ["The quantity field must be a number with at most 3 decimals, like 25000,5."],
      "list.0.pob": ["The POB time field must be a 24-hour time, like 09:30."],
    });
    const comm = await send("POST", "/cargas", { name: "X", synonym: "X", tipo_id: ctx.type.id, color: "red" });
    expect(comm.json().errors).toEqual({ color: ["The color field must be a color like #1A2B3C."] });
    const vessel = await send("POST", "/navios", { name: "X", imo: "12ab" });
    expect(vessel.json().errors).toEqual({ imo: ["The IMO field must be at most 7 digits."] });
    const text = await t.app.inject({
      method: "POST",
      url: "/api/v1/navios",
      headers: { ...as(), "content-type": "text/plain" },
      payload: "NORD VENUS",
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.body).not.toMatch(/must match|anyOf|pattern|group of fields/);
  });
});
