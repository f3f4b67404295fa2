/**
 * Port-local time (issue 23): a port has an IANA time zone, and its calls' days in every statistic are its local
 * days. A call berthed at 22:30 on 10 November in Manaus (UTC−4, 02:30 UTC on the 11th) counts on 10 November;
 * a row with no history berthed on its ETB of 10 November from that day's local midnight. Changing a port's zone
 * cuts its calls' days again.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { lineups, portos } from "../src/db/schema";
import { makeCall, makeLineupRow, makePort, portPayload, type Place } from "./factories";
import { bearer, createUser, startApp, type TestApp, type TestUser } from "./helpers";

let t: TestApp;
let manaus: Place;
let admin: TestUser;
let berthed: typeof lineups.$inferSelect;
let undatedRow: typeof lineups.$inferSelect;

const get = async (path: string) => {
  const res = await t.app.inject({ url: `/api/v1${path}`, headers: bearer(admin.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const stats = (what: string, from: string, to: string, extra = "") =>
  get(`/statistics/${what}?from=${from}&to=${to}&porto_id[]=${manaus.port.id}${extra}`);
const setZone = (zone: string) => t.app.db.update(portos).set({ time_zone: zone }).where(eq(portos.id, manaus.port.id));

beforeAll(async () => {
  t = await startApp();
  admin = await createUser(t.app, ROLE.admin);
  manaus = await makePort(t.app, "Itacoatiara");
  // Recorded while the port is still in UTC: the zone's change below must cut these days again.
  berthed = await makeCall(
    t.app,
    manaus,
    { etb: "2026-11-10", created_at: "2026-11-08T12:00:00Z" },
    [
      ["2026-11-08T12:00:00Z", "Expected"],
      ["2026-11-09T15:00:00Z", "Waiting"],
      // 22:30 on 10 November in Manaus.
      ["2026-11-11T02:30:00Z", "Loading"],
      // 22:00 on 30 November in Manaus: still November there.
      ["2026-12-01T02:00:00Z", "Sailed"],
    ],
    admin.user.id,
  );
  await t.app.db.update(lineups).set({ qty: "30000" }).where(eq(lineups.id, berthed.id));
  await setZone("America/Manaus");
  // A row with no history (as another system's migration leaves it), berthed on its ETB: 10 November.
  undatedRow = await makeLineupRow(t.app, manaus, {
    status: "Loading",
    eta: "2026-11-09",
    etb: "2026-11-10",
    created_at: "2026-11-01T12:00:00Z",
  });
});
afterAll(() => t.close());

describe("a port's time zone", () => {
  it("counts a call berthed at 22:30 local on 10 November on 10 November: counts, waiting times, occupancy and volumes", async () => {
    const counts = await stats("lineup-counts", "2026-11-09", "2026-11-11");
    expect(counts.data).toEqual([
      // Both arrived on the 9th (the recorded one at 11:00 local, the other at its ETA).
      { day: "2026-11-09", berthed: 0, waiting: 2, expected: 0 },
      { day: "2026-11-10", berthed: 2, waiting: 0, expected: 0 },
      { day: "2026-11-11", berthed: 2, waiting: 0, expected: 0 },
    ]);
    expect(counts).toMatchObject({ calls_from_history: 1, calls_from_dates: 1 });
    expect(counts.time_zones).toEqual([{ id: manaus.port.id, name: "Itacoatiara", time_zone: "America/Manaus" }]);

    const onTenth = await stats("waiting-times", "2026-11-10", "2026-11-10", "&group_by=porto");
    expect(onTenth.data).toEqual([expect.objectContaining({ key: manaus.port.id, calls: 2, calls_from_dates: 1 })]);
    expect((await stats("waiting-times", "2026-11-11", "2026-11-11")).data).toEqual([]);

    const occupancy = await stats("berth-occupancy", "2026-11-10", "2026-11-10");
    const calls = occupancy.data.flatMap((g: { calls: unknown[] }) => g.calls);
    expect(occupancy.data[0].port).toEqual({ id: manaus.port.id, name: "Itacoatiara", time_zone: "America/Manaus" });
    expect(calls).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ lineup_id: berthed.id, start: "2026-11-10T22:30:00.000-04:00", clipped_end: true }),
        // From its ETB: the start of 10 November in Manaus.
        expect.objectContaining({ lineup_id: undatedRow.id, start: "2026-11-10T00:00:00.000-04:00", from_dates: true }),
      ]),
    );
    // The 9th ends at midnight local, 04:00 UTC on the 10th: neither call had berthed.
    expect((await stats("berth-occupancy", "2026-11-09", "2026-11-09")).data).toEqual([]);

    const volumes = await stats("volumes", "2026-11-01", "2026-11-30", "&interval=month");
    expect(volumes.data).toEqual([expect.objectContaining({ period_start: "2026-11-01", loaded: 30000, calls: 1 })]);
    expect((await stats("volumes", "2026-12-01", "2026-12-31", "&interval=month")).data).toEqual([]);
  });

  it("cuts the days again when the port's zone changes, and a change recorded afterwards in the new zone", async () => {
    await setZone("UTC");
    expect((await stats("waiting-times", "2026-11-11", "2026-11-11")).data).toEqual([
      expect.objectContaining({ calls: 1, calls_from_dates: 0 }),
    ]);
    await setZone("America/Manaus");
    expect((await stats("waiting-times", "2026-11-11", "2026-11-11")).data).toEqual([]);

    // Recorded now, under the Manaus zone: berthed at 08:00 local on 2 December, sailed at 23:00 the same day.
    const later = await makeCall(
      t.app,
      manaus,
      {},
      [
        ["2026-12-01T12:00:00Z", "Waiting"],
        ["2026-12-02T12:00:00Z", "Loading"],
        ["2026-12-03T03:00:00Z", "Sailed"],
      ],
      admin.user.id,
    );
    const days = (await stats("lineup-counts", "2026-12-02", "2026-12-03")).data;
    // At the end of 2 December in Manaus (04:00 UTC on the 3rd) it had sailed: only the row berthed from its ETB
    // counts on both days (in UTC it would count on the 2nd too).
    expect(days.map((d: { berthed: number }) => d.berthed)).toEqual([1, 1]);
    expect(later.porto_id).toBe(manaus.port.id);
  });

  it("is set on the port: IANA names only, São Paulo when left out of a new port, kept when left out of an update", async () => {
    const post = (url: string, payload: object) =>
      t.app.inject({ method: "POST", url: `/api/v1${url}`, headers: bearer(admin.token), payload });
    const created = await post("/portos", portPayload("Manaus"));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().time_zone).toBe("America/Sao_Paulo");

    const id = created.json().id;
    const update = (extra: object) => post(`/portos/${id}`, { _method: "put", ...portPayload("Manaus"), ...extra });
    expect((await update({ time_zone: "America/Manaus" })).json().time_zone).toBe("America/Manaus");
    expect((await update({})).json().time_zone).toBe("America/Manaus");
    for (const bad of ["Mars/Olympus", "", "America/Manaus; drop table portos"]) {
      const refused = await update({ time_zone: bad });
      expect(refused.statusCode, bad).toBe(422);
      expect(refused.json().errors.time_zone).toEqual([
        "The time zone must be an IANA name such as America/Sao_Paulo or America/Manaus.",
      ]);
    }
    expect((await get(`/portos/${id}`)).time_zone).toBe("America/Manaus");

    // The board says each port's zone.
    const board = await get(`/lineups?carga_tipo_id=${manaus.type.id}&porto_id[]=${manaus.port.id}`);
    expect(board.portos[0].time_zone).toBe("America/Manaus");
  });

  it("reads a past board's time without an offset in its port's zone: 23:00 on 10 November is after the 22:30 berthing", async () => {
    const statusAt = async (asOf: string) => {
      const board = await get(
        `/lineups?carga_tipo_id=${manaus.type.id}&porto_id[]=${manaus.port.id}&as_of=${encodeURIComponent(asOf)}`,
      );
      return board.portos[0].terminais[0].lineups.find((r: { id: number }) => r.id === berthed.id)?.status;
    };
    expect(await statusAt("2026-11-10T22:00")).toBe("Waiting");
    expect(await statusAt("2026-11-10T23:00")).toBe("Loading");
    // With an offset it is that instant: 23:00 UTC on the 10th is 19:00 in Manaus.
    expect(await statusAt("2026-11-10T23:00:00Z")).toBe("Waiting");
  });
});
