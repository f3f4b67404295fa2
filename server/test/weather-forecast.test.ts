import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { iconForWeatherCode } from "../src/weather/codes";
import { ForecastError, forecastUrl, parseForecast, readForecast } from "../src/weather/forecast";
import { weatherAsOf } from "../src/weather/store";
import { startFakeForecast, unreachableUrl, type FakeForecast } from "./fake-forecast";

const SANTOS = { latitude: -23.96, longitude: -46.3 };

describe("WMO weather codes on the strip's icons", () => {
  it.each([
    [0, "sun"],
    [1, "sun"],
    [2, "cloud-sun"],
    [3, "cloud"],
    [45, "cloud"],
    [48, "cloud"],
    [51, "rain"],
    [57, "rain"],
    [61, "rain"],
    [65, "rain"],
    [67, "rain"],
    [71, "rain"],
    [77, "rain"],
    [80, "rain"],
    [82, "rain"],
    [86, "rain"],
    [95, "storm"],
    [96, "storm"],
    [99, "storm"],
  ])("code %i shows %s", (code, icon) => {
    expect(iconForWeatherCode(code)).toBe(icon);
  });

  it.each([4, 10, 50, 60, 100, -1])("code %i, which WMO does not define, has no icon", (code) => {
    expect(iconForWeatherCode(code)).toBeUndefined();
  });
});

describe("reading an Open-Meteo daily answer", () => {
  it("keeps the days with a real date and a known code, in order", () => {
    const days = parseForecast({
      daily: {
        time: ["2026-11-23", "2026-11-24", "2026-02-30", "2026-11-26", "2026-11-27"],
        weather_code: [3, null, 61, 4, 95],
      },
    });
    expect(days).toEqual([
      { date: "2026-11-23", icon: "cloud" },
      { date: "2026-11-27", icon: "storm" },
    ]);
  });

  it.each([
    ["not an object", "sunny"],
    ["no daily", { hourly: {} }],
    ["lists of the wrong kind", { daily: { time: "2026-11-23", weather_code: 3 } }],
    ["no usable day", { daily: { time: ["tomorrow"], weather_code: ["rain"] } }],
    ["empty lists", { daily: { time: [], weather_code: [] } }],
  ])("refuses an answer with %s", (_what, body) => {
    expect(() => parseForecast(body)).toThrow(ForecastError);
  });

  it("keeps at most 16 days of a runaway answer", () => {
    const time = Array.from({ length: 400 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));
    expect(parseForecast({ daily: { time, weather_code: time.map(() => 0) } })).toHaveLength(16);
  });

  it("asks for the daily weather code at the port, in its time zone, keeping the service's own query", () => {
    const url = forecastUrl("https://customer-api.open-meteo.com/v1/forecast?apikey=k1", SANTOS);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      apikey: "k1",
      latitude: "-23.96",
      longitude: "-46.3",
      daily: "weather_code",
      timezone: "auto",
      forecast_days: "7",
    });
  });
});

describe("asking the service over HTTP", () => {
  let fake: FakeForecast;
  beforeAll(async () => {
    fake = await startFakeForecast();
  });
  afterAll(() => fake.close());

  it("reads the week's icons", async () => {
    fake.mode = "forecast";
    fake.codes = [0, 2, 3, 61, 95, 71, 45];
    const days = await readForecast(fake.url, SANTOS, { timeoutMs: 5000 });
    expect(days.map((d) => d.icon)).toEqual(["sun", "cloud-sun", "cloud", "rain", "storm", "rain", "cloud"]);
    expect(days[0]?.date).toBe(new Date().toISOString().slice(0, 10));
  });

  it("gives up on a service that does not answer within the timeout", async () => {
    fake.mode = "hang";
    const started = Date.now();
    await expect(readForecast(fake.url, SANTOS, { timeoutMs: 300 })).rejects.toThrow("no answer within 300 ms");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("names an error status, an answer that is not a forecast and an unreachable service", async () => {
    fake.mode = "error";
    await expect(readForecast(fake.url, SANTOS, { timeoutMs: 5000 })).rejects.toThrow("answered 502");
    fake.mode = "garbage";
    await expect(readForecast(fake.url, SANTOS, { timeoutMs: 5000 })).rejects.toThrow(
      "no day with a date and a known weather code",
    );
    await expect(readForecast(await unreachableUrl(), SANTOS, { timeoutMs: 5000 })).rejects.toThrow(
      /^unreachable \(.*ECONNREFUSED/,
    );
  });

  it("stops reading an answer too large to be a forecast, and reports Open-Meteo's reason for a refusal", async () => {
    const server = createServer((req, res) => {
      if (req.url?.startsWith("/big")) res.end("[" + "0,".repeat(300_000) + "0]");
      else
        res
          .writeHead(400, { "content-type": "application/json" })
          .end(JSON.stringify({ error: true, reason: "Latitude must be in range of -90 to 90°. Given: 91.0." }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await expect(readForecast(`${base}/big`, SANTOS, { timeoutMs: 5000 })).rejects.toThrow(
        "larger than 262144 bytes",
      );
      await expect(readForecast(`${base}/v1/forecast`, SANTOS, { timeoutMs: 5000 })).rejects.toThrow(
        "answered 400: Latitude must be in range of -90 to 90°. Given: 91.0.",
      );
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe("the strip's as-of time", () => {
  it("is ISO 8601 whichever way the database wrote the timestamp", () => {
    expect(weatherAsOf("2026-11-23 21:19:20.089+00")).toBe("2026-11-23T21:19:20.089Z");
    expect(weatherAsOf("2026-11-23T21:19:20.089+00")).toBe("2026-11-23T21:19:20.089Z");
    expect(weatherAsOf("2026-11-23 18:19:20-03")).toBe("2026-11-23T21:19:20.000Z");
    expect(weatherAsOf(null)).toBeNull();
  });
});
