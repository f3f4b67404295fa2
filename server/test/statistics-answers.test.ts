import Ajv from "ajv";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { ROLE, type BerthOccupancy } from "@lineup/shared";
import { cargas, lineupCargasAfretadores, navios } from "../src/db/schema";
import { BerthOccupancyAnswer, LineupCounts, VolumesReply, WaitingTimes } from "../src/statistics/route-schemas";
import { assignComms, callMaker, makePort } from "./factories";
import { bearer, createUser, setUpApp } from "./helpers";
import { declaredKeys, keysIn } from "./object-keys";

/**
 * The statistics answers are written by JSON.stringify, not by their schemas' serializer (statistics/routes.ts):
 * what each statistic builds must be exactly what its schema documents, for staff and for clients, with every
 * value that may be null given as null (a call without a berth, vessel or comm, still at its berth, a deleted row).
 */
const ajv = addFormats(new Ajv({ allErrors: true, strict: false }));

const given = setUpApp(async (t) => {
  const alpha = await makePort(t.app, "Alpha");
  const admin = await createUser(t.app, ROLE.admin);
  const client = await createUser(t.app, ROLE.client);
  await assignComms(t.app, client.user.id, [alpha.comm.id]);
  const [vessel] = await t.app.db.insert(navios).values({ name: "NORD VENUS" }).returning({ id: navios.id });
  const [soy] = await t.app.db
    .insert(cargas)
    .values({ tipo_id: alpha.type.id, name: "Soybean", synonym: "SBS", color: "#2f9e44" })
    .returning({ id: cargas.id });
  const makeCall = callMaker(t.app, admin.user.id);
  // Waited, loaded and sailed, with a vessel, a berth, the client's comm and a split line of soybean.
  const sailed = await makeCall(
    alpha,
    { berco_id: alpha.berth.id, navio_id: vessel!.id, carga_id: alpha.comm.id, qty: "1000" },
    [
      ["2026-10-01T00:00:00Z", "Waiting"],
      ["2026-10-03T00:00:00Z", "Loading"],
      ["2026-10-05T00:00:00Z", "Sailed"],
    ],
  );
  await t.app.db.insert(lineupCargasAfretadores).values({ lineup_id: sailed.id, carga_id: soy!.id, qty: "200" });
  // No berth, vessel or comm; still at its berth.
  await makeCall(alpha, { berco_id: null, navio_id: null, carga_id: null }, [
    ["2026-10-02T00:00:00Z", "Waiting"],
    ["2026-10-04T00:00:00Z", "Discharging"],
  ]);
  // Deleted after it sailed.
  await makeCall(
    alpha,
    { carga_id: alpha.comm.id, qty: "500" },
    [
      ["2026-10-02T00:00:00Z", "Waiting"],
      ["2026-10-06T00:00:00Z", "Discharging"],
      ["2026-10-08T00:00:00Z", "Sailed"],
    ],
    "2026-10-09T00:00:00Z",
  );
  return { admin, client };
});

const period = "from=2026-10-01&to=2026-10-31";
const cases = [
  ["waiting-times", `${period}&group_by=terminal`, WaitingTimes],
  ["lineup-counts", period, LineupCounts],
  ["volumes", `${period}&interval=week`, VolumesReply],
  ["berth-occupancy", period, BerthOccupancyAnswer],
] as const;

describe("statistics answers", () => {
  for (const [route, query, schema] of cases)
    it(`${route}: exactly its documented shape, for staff and clients`, async () => {
      const { t, admin, client } = given();
      const validate = ajv.compile(schema);
      const declared = declaredKeys(schema);
      for (const who of [admin, client]) {
        const res = await t.app.inject({ url: `/api/v1/statistics/${route}?${query}`, headers: bearer(who.token) });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
        const answer: unknown = res.json();
        expect(validate(answer) || ajv.errorsText(validate.errors)).toBe(true);
        const undeclared = [...keysIn(answer)].filter((key) => !declared.has(key));
        expect(undeclared).toEqual([]);
        expect(JSON.stringify(answer)).toMatch(/"calls":|"days":|"data":\[\{/);
      }
    });

  it("berth occupancy gives a call without a berth, vessel or comm, still at its berth, with nulls", async () => {
    const { t, admin } = given();
    const res = await t.app.inject({
      url: `/api/v1/statistics/berth-occupancy?${period}`,
      headers: bearer(admin.token),
    });
    const { data } = res.json<{ data: BerthOccupancy[] }>();
    const calls = data.flatMap((group) => group.calls.map((call) => ({ berth: group.berth.id, ...call })));
    expect(calls.filter((call) => call.commodity === null)).toEqual([
      expect.objectContaining({ berth: null, vessel: null, end: null }),
    ]);
  });
});
