import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** How the fake service answers: a forecast, or one of the ways a real one fails. */
export type ForecastMode = "forecast" | "garbage" | "error" | "hang";

export interface FakeForecast {
  /** The endpoint, as WEATHER_URL takes it. */
  url: string;
  /** The query of every request received, in order. */
  requests: URLSearchParams[];
  mode: ForecastMode;
  /** The WMO codes of the days answered, from today on (one day per code, up to `forecast_days`). */
  codes: number[];
  close(): Promise<void>;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * An HTTP server in the test process that answers `/v1/forecast` as Open-Meteo
 * does (`daily=weather_code`), counts the requests, and can fail on demand.
 */
export async function startFakeForecast(): Promise<FakeForecast> {
  const fake: FakeForecast = {
    url: "",
    requests: [],
    mode: "forecast",
    codes: [0, 1, 2, 3, 61, 95, 45],
    close: async () => {},
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    fake.requests.push(url.searchParams);
    if (fake.mode === "hang") return; // answers nothing until closed
    if (fake.mode === "error") {
      res.writeHead(502, { "content-type": "text/html" }).end("<html><body>Bad gateway</body></html>");
      return;
    }
    if (fake.mode === "garbage") {
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ daily: { time: ["tomorrow"], weather_code: ["rainy"] } }));
      return;
    }
    const days = Math.min(Number(url.searchParams.get("forecast_days") ?? 7), fake.codes.length);
    const time = Array.from({ length: days }, (_, i) => day(i));
    res.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        latitude: Number(url.searchParams.get("latitude")),
        longitude: Number(url.searchParams.get("longitude")),
        generationtime_ms: 0.05,
        utc_offset_seconds: -10800,
        timezone: "America/Sao_Paulo",
        timezone_abbreviation: "GMT-3",
        elevation: 8,
        daily_units: { time: "iso8601", weather_code: "wmo code" },
        daily: { time, weather_code: fake.codes.slice(0, days) },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/forecast`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** A URL where nothing listens (a server started and closed), for an unreachable service. */
export async function unreachableUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1/forecast`;
}
