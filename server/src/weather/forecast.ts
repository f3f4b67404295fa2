import { isCalendarDate } from "@lineup/shared";
import { iconForWeatherCode, type WeatherIcon } from "./codes";

/** Where a port lies, in decimal degrees. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** One day of a port's forecast: its local date and the strip's icon. */
export interface ForecastDay {
  date: string;
  icon: WeatherIcon;
}

/** The forecast service could not be used (unreachable, slow, an error status or an answer we cannot read). */
export class ForecastError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ForecastError";
  }
}

/** Days asked for; Open-Meteo's default is 7 too. */
export const FORECAST_DAYS = 7;
/** Most days kept from one answer (Open-Meteo's own maximum), so a runaway answer cannot flood the table. */
const MAX_DAYS = 16;
/** A daily forecast of a week is about 300 bytes; anything this large is not one. */
const MAX_BODY_BYTES = 256 * 1024;

/** The request URL: the service's own query (an `apikey`, say) kept, ours set. */
export function forecastUrl(baseUrl: string, at: Coordinates): URL {
  const url = new URL(baseUrl);
  url.searchParams.set("latitude", String(at.latitude));
  url.searchParams.set("longitude", String(at.longitude));
  url.searchParams.set("daily", "weather_code");
  url.searchParams.set("timezone", "auto");
  url.searchParams.set("forecast_days", String(FORECAST_DAYS));
  return url;
}

/** Reads the body as text, giving up past `MAX_BODY_BYTES`. */
async function boundedText(res: Response): Promise<string> {
  if (!res.body) return "";
  const decoder = new TextDecoder();
  let text = "";
  let size = 0;
  for await (const chunk of res.body) {
    size += chunk.byteLength;
    if (size > MAX_BODY_BYTES) throw new ForecastError(`the answer is larger than ${MAX_BODY_BYTES} bytes`);
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * The days of an Open-Meteo daily answer (`{ daily: { time: [...], weather_code: [...] } }`)
 * that carry a real date and a known code; a day without one is left out. Throws a
 * ForecastError when no day is usable, so the caller keeps what it had.
 */
export function parseForecast(body: unknown): ForecastDay[] {
  const daily = body && typeof body === "object" && "daily" in body ? body.daily : undefined;
  const time = daily && typeof daily === "object" && "time" in daily ? daily.time : undefined;
  const codes = daily && typeof daily === "object" && "weather_code" in daily ? daily.weather_code : undefined;
  if (!Array.isArray(time) || !Array.isArray(codes))
    throw new ForecastError("the answer has no daily time and weather_code lists");
  const days: ForecastDay[] = [];
  for (const [i, date] of time.slice(0, MAX_DAYS).entries()) {
    const code: unknown = codes[i];
    const icon = typeof code === "number" && Number.isInteger(code) ? iconForWeatherCode(code) : undefined;
    if (typeof date === "string" && isCalendarDate(date) && icon) days.push({ date, icon });
  }
  if (!days.length) throw new ForecastError("the answer has no day with a date and a known weather code");
  return days;
}

/**
 * Asks an Open-Meteo-compatible service for a port's daily forecast. Gives up
 * after `timeoutMs` (connection and body together) or when `signal` aborts.
 */
export async function readForecast(
  baseUrl: string,
  at: Coordinates,
  opts: { timeoutMs: number; signal?: AbortSignal },
): Promise<ForecastDay[]> {
  const timeout = AbortSignal.timeout(opts.timeoutMs);
  const signal = opts.signal ? AbortSignal.any([timeout, opts.signal]) : timeout;
  let text: string;
  let status: number;
  try {
    const res = await fetch(forecastUrl(baseUrl, at), { signal, headers: { accept: "application/json" } });
    status = res.status;
    text = await boundedText(res);
  } catch (error) {
    if (error instanceof ForecastError) throw error;
    if (timeout.aborted) throw new ForecastError(`no answer within ${opts.timeoutMs} ms`, { cause: error });
    // undici says "fetch failed" and puts the reason (ECONNREFUSED, a DNS failure) in `cause`.
    const reason =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    throw new ForecastError(`unreachable (${reason})`, { cause: error });
  }
  if (status < 200 || status > 299) throw new ForecastError(`answered ${status}${refusalReason(text)}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new ForecastError("answered something that is not JSON", { cause: error });
  }
  return parseForecast(body);
}

/** Open-Meteo explains a refusal as `{ "error": true, "reason": "..." }`: `": reason"`, or nothing. */
function refusalReason(text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === "object" && "reason" in body && typeof body.reason === "string"
      ? `: ${body.reason.slice(0, 200)}`
      : "";
  } catch {
    return "";
  }
}
