import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { jobRuns, portos, portWeathers } from "../src/db/schema";
import { createWeatherService } from "../src/weather/service";
import { bearer, createUser, multipart, startApp, withApp, type TestApp, type TestUser } from "./helpers";
import { makePort, portPayload } from "./factories";
import { startFakeForecast, unreachableUrl, type FakeForecast } from "./fake-forecast";

const SANTOS = { latitude: -23.96, longitude: -46.3 };
const today = () => new Date().toISOString().slice(0, 10);

let fake: FakeForecast;
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  fake = await startFakeForecast();
  t = await startApp({ weatherUrl: fake.url });
  admin = await createUser(t.app, ROLE.admin);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(async () => {
  fake.mode = "forecast";
  fake.codes = [0, 2, 3, 61, 95, 45, 71];
  // Each test's round is due: no round ran this hour.
  await t.app.db.delete(jobRuns);
});

type PortJson = {
  id: number;
  latitude: number | null;
  longitude: number | null;
  weathersAtuais: { date: string; icon: string }[];
  weather_updated_at: string | null;
};

const getPort = async (id: number): Promise<PortJson> =>
  (await t.app.inject({ url: `/api/v1/portos/${id}`, headers: bearer(admin.token) })).json();
const createPort = (payload: object, token = admin.token) =>
  t.app.inject({ method: "POST", url: "/api/v1/portos", headers: bearer(token), payload });
const updatePort = (id: number, payload: object, token = admin.token) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/portos/${id}`,
    headers: bearer(token),
    payload: { _method: "put", ...payload },
  });

/** Polls until `check` passes, for what happens after the response. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A port with coordinates written straight to the database (no save, so no refresh on save). */
async function placedPort(at = SANTOS) {
  const ctx = await makePort(t.app);
  await t.app.db.update(portos).set(at).where(eq(portos.id, ctx.port.id));
  return ctx;
}

/** How many ports have coordinates (the ones an hourly round refreshes). */
const placedPorts = async () =>
  Number(
    (
      await t.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(portos)
        .where(sql`${portos.latitude} is not null`)
    )[0]?.n,
  );
const requestsFor = (id: { latitude: number; longitude: number }) =>
  fake.requests.filter((q) => q.get("latitude") === String(id.latitude) && q.get("longitude") === String(id.longitude))
    .length;

describe("the weather strip from the forecast service", () => {
  it("shows a port's forecast within seconds of saving it with coordinates", async () => {
    const started = Date.now();
    const res = await createPort({ ...portPayload(), ...SANTOS });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject(SANTOS);
    // The port and its days are read by separate queries, so one read can fall between them and the store's commit.
    const port = await eventually(
      () => getPort(res.json().id),
      (p) => p.weathersAtuais.length === 7 && p.weather_updated_at !== null,
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(port.weathersAtuais.map((w) => w.icon)).toEqual([
      "sun",
      "cloud-sun",
      "cloud",
      "rain",
      "storm",
      "cloud",
      "rain",
    ]);
    expect(port.weathersAtuais[0]?.date).toBe(today());
    expect(Date.parse(port.weather_updated_at ?? "")).toBeGreaterThanOrEqual(started - 1000);
    const asked = fake.requests.at(-1);
    expect(Object.fromEntries(asked ?? [])).toEqual({
      latitude: "-23.96",
      longitude: "-46.3",
      daily: "weather_code",
      timezone: "auto",
      forecast_days: "7",
    });
  });

  it("reads the forecast at the new place when a port's coordinates change, and keeps its days when they are cleared", async () => {
    const created = (await createPort({ ...portPayload(), latitude: -25.5, longitude: -48.52 })).json();
    await eventually(
      () => getPort(created.id),
      (p) => p.weathersAtuais.length === 7,
    );
    fake.codes = [95, 95, 95, 95, 95, 95, 95];
    const moved = await updatePort(created.id, { ...portPayload(created.name), latitude: -25.51, longitude: -48.5 });
    expect(moved.statusCode, moved.body).toBe(200);
    const port = await eventually(
      () => getPort(created.id),
      (p) => p.weathersAtuais.every((w) => w.icon === "storm"),
    );
    expect(port.weathersAtuais.map((w) => w.icon)).toEqual(Array(7).fill("storm"));
    expect(requestsFor({ latitude: -25.51, longitude: -48.5 })).toBe(1);

    const cleared = await updatePort(created.id, { ...portPayload(created.name), latitude: null, longitude: null });
    expect(cleared.json()).toMatchObject({ latitude: null, longitude: null });
    expect((await getPort(created.id)).weathersAtuais).toHaveLength(7);
    // Left out of an update, the coordinates stay as they are.
    await updatePort(created.id, { ...portPayload(created.name), ...SANTOS });
    const kept = await updatePort(created.id, portPayload(created.name));
    expect(kept.json()).toMatchObject(SANTOS);
  });

  it("refreshes every port with coordinates in the hourly round, and only once an hour", async () => {
    const a = await placedPort({ latitude: -32.05, longitude: -52.1 });
    const b = await placedPort({ latitude: -2.57, longitude: -44.37 });
    const without = await makePort(t.app);
    await t.app.db.insert(portWeathers).values({ porto_id: a.port.id, date: today(), icon: "rain" });
    fake.codes = [3, 3, 3, 3, 3, 3, 3];
    const placed = await placedPorts();

    const round = await t.app.weather.runRound();
    expect(round).toEqual({ ran: true, ports: placed, stored: placed });
    expect(requestsFor({ latitude: -32.05, longitude: -52.1 })).toBe(1);
    expect(requestsFor({ latitude: -2.57, longitude: -44.37 })).toBe(1);
    for (const ctx of [a, b]) {
      const port = await getPort(ctx.port.id);
      expect(port.weathersAtuais.map((w) => w.icon)).toEqual(Array(7).fill("cloud"));
      expect(port.weather_updated_at).not.toBeNull();
    }
    // The board shows the same days and when they were read.
    const board = (
      await t.app.inject({
        url: `/api/v1/lineups?carga_tipo_id=${a.type.id}&porto_id[]=${a.port.id}`,
        headers: bearer(admin.token),
      })
    ).json();
    const portA = await getPort(a.port.id);
    expect(board.portos[0]).toMatchObject({
      id: a.port.id,
      weathersAtuais: portA.weathersAtuais,
      weather_updated_at: portA.weather_updated_at,
    });
    expect(new Date(portA.weather_updated_at ?? "").getTime()).toBeGreaterThan(Date.now() - 60_000);
    const bare = await getPort(without.port.id);
    expect(bare).toMatchObject({ latitude: null, longitude: null, weathersAtuais: [], weather_updated_at: null });

    // The next tick within the hour finds the round done.
    expect(await t.app.weather.runRound()).toEqual({ ran: false, reason: "not due" });
    expect(requestsFor({ latitude: -32.05, longitude: -52.1 })).toBe(1);
  });

  it("keeps the last forecast, and says why in the log, when the service is unreachable, slow, failing or answers garbage", async () => {
    const ctx = await placedPort({ latitude: -20.29, longitude: -40.24 });
    expect(await t.app.weather.runRound()).toMatchObject({ ran: true });
    const good = await getPort(ctx.port.id);
    expect(good.weathersAtuais).toHaveLength(7);

    const warnings: string[] = [];
    const log = { warn: (obj: { reason: string }) => void warnings.push(obj.reason), info: () => {} };
    for (const [mode, url] of [
      ["error", fake.url],
      ["garbage", fake.url],
      ["hang", fake.url],
      ["unreachable", await unreachableUrl()],
    ] as const) {
      if (mode !== "unreachable") fake.mode = mode;
      await t.app.db.delete(jobRuns);
      const weather = createWeatherService({ db: t.app.db, url, log, timeoutMs: 300 });
      const round = await weather.runRound();
      await weather.close();
      expect(round, mode).toMatchObject({ ran: true, stored: 0 });
      expect(await getPort(ctx.port.id), mode).toEqual(good);
    }
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^answered 502/),
        expect.stringMatching(/no day with a date/),
        "no answer within 300 ms",
        expect.stringMatching(/^unreachable/),
      ]),
    );
  });

  it("starts rounds by itself once started, and stops them on close", async () => {
    const ctx = await placedPort({ latitude: -23.5, longitude: -46.6 });
    const log = { warn: () => {}, info: () => {} };
    const weather = createWeatherService({ db: t.app.db, url: fake.url, log, tickMs: 50, periodMs: 60 * 60_000 });
    weather.start();
    const port = await eventually(
      () => getPort(ctx.port.id),
      (p) => p.weather_updated_at !== null,
    );
    await weather.close();
    expect(port.weathersAtuais).toHaveLength(7);
    const after = fake.requests.length;
    await new Promise((r) => setTimeout(r, 200));
    expect(fake.requests.length).toBe(after);
  });

  it("refuses coordinates out of range, of the wrong kind or without their pair, in words", async () => {
    const cases: [object, Record<string, string[]>][] = [
      [{ latitude: 91, longitude: 0 }, { latitude: ["The latitude field must not be greater than 90."] }],
      [{ latitude: 0, longitude: -180.5 }, { longitude: ["The longitude field must be at least -180."] }],
      [{ latitude: -23.96 }, { longitude: ["The longitude field is required when latitude is present."] }],
      [
        { latitude: null, longitude: -46.3 },
        { latitude: ["The latitude field is required when longitude is present."] },
      ],
      [{ latitude: "south", longitude: -46.3 }, { latitude: ["The latitude field must be empty or a number."] }],
    ];
    for (const [coordinates, errors] of cases) {
      const res = await createPort({ ...portPayload(), ...coordinates });
      expect(res.statusCode, JSON.stringify(coordinates)).toBe(422);
      expect(res.json().errors, JSON.stringify(coordinates)).toEqual(errors);
    }
    const ctx = await makePort(t.app);
    const res = await updatePort(ctx.port.id, { ...portPayload(ctx.port.name), latitude: -90.01, longitude: 10 });
    expect(res.json().errors).toEqual({ latitude: ["The latitude field must be at least -90."] });
    expect((await getPort(ctx.port.id)).latitude).toBeNull();
  });

  it("takes coordinates from a multipart form, and refuses them to a client", async () => {
    const form = multipart({
      name: "Form port",
      max_draft: "12",
      bunker: "NOT ALLOWED",
      ordem: "1",
      latitude: "-23.96",
      longitude: "-46.3",
    });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/portos",
      headers: { ...bearer(admin.token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject(SANTOS);

    const client = await createUser(t.app, ROLE.client);
    const refused = await updatePort(
      res.json().id,
      { ...portPayload("Form port"), latitude: 10, longitude: 10 },
      client.token,
    );
    expect(refused.statusCode).toBe(403);
    expect((await getPort(res.json().id)).latitude).toBe(-23.96);
    expect(requestsFor({ latitude: 10, longitude: 10 })).toBe(0);
  });
});

describe("WEATHER_URL=off", () => {
  it("reads no forecast on a save or in a round, and the port keeps its coordinates", async () => {
    await withApp({ weatherUrl: undefined }, {}, async (off) => {
      const me = await createUser(off.app, ROLE.admin);
      const fortaleza = { latitude: -3.72, longitude: -38.48 };
      const res = await off.app.inject({
        method: "POST",
        url: "/api/v1/portos",
        headers: bearer(me.token),
        payload: { ...portPayload(), ...fortaleza },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(await off.app.weather.refreshPort(res.json())).toBe(false);
      expect(await off.app.weather.runRound()).toEqual({ ran: false, reason: "off" });
      const port = (await off.app.inject({ url: `/api/v1/portos/${res.json().id}`, headers: bearer(me.token) })).json();
      expect(port).toMatchObject({ ...fortaleza, weathersAtuais: [], weather_updated_at: null });
      expect(requestsFor(fortaleza)).toBe(0);
    });
  });
});

describe("several instances on one PostgreSQL", () => {
  it.runIf(Boolean(process.env.DATABASE_URL))(
    "run each hourly round once between them: one instance asks the service",
    async () => {
      await withApp({ weatherUrl: fake.url }, { databaseUrl: t.databaseUrl }, async (second) => {
        await placedPort({ latitude: -23.9, longitude: -46.2 });
        const placed = await placedPorts();
        const instances = [t.app.weather, second.app.weather];
        for (let hour = 0; hour < 3; hour++) {
          // A new hour: the last round is more than an hour old.
          await t.app.db.update(jobRuns).set({ ran_at: new Date(Date.now() - 61 * 60_000).toISOString() });
          const before = fake.requests.length;
          // Both instances tick at once, several times (as unaligned timers would over the hour).
          const rounds = await Promise.all([...instances, ...instances, ...instances].map((w) => w.runRound()));
          expect(
            rounds.filter((r) => r.ran),
            `hour ${hour}`,
          ).toHaveLength(1);
          expect(rounds.filter((r) => !r.ran).map((r) => (r.ran ? "" : r.reason))).toEqual(
            expect.arrayContaining([expect.stringMatching(/^(locked|not due)$/)]),
          );
          expect(fake.requests.length - before, `hour ${hour}`).toBe(placed);
        }
      });
    },
  );
});
