import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { isTimeZone, LIVE_MAX_SOCKETS_PER_USER } from "@lineup/shared";

/**
 * Which proxies may set `X-Forwarded-*` (Fastify's `trustProxy`): `false` (the
 * socket's address is the client's), `true` (trust every hop), a hop count, or
 * a list of proxy addresses and CIDR ranges.
 */
export type TrustProxy = boolean | number | string[];

/** Runtime configuration, read once from the environment (DESIGN.md "Configuration"). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  agencyName: string;
  appUrl: string;
  seedAdminEmail: string | undefined;
  seedAdminPassword: string | undefined;
  seedDemo: boolean;
  webDist: string | undefined;
  logLevel: string;
  /** Login attempts allowed per client address and account per minute on the token endpoint. */
  tokenRateLimit: number;
  /** Whether forwarded headers name the client (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** Origins allowed to call the API from another site (CORS_ORIGINS); empty = same origin only. */
  corsOrigins: string[];
  /** Most data rows one spreadsheet import may hold (IMPORT_MAX_ROWS). */
  importMaxRows: number;
  /** Live sockets one user or display token may hold open on one server (LIVE_MAX_SOCKETS_PER_USER). */
  liveMaxSocketsPerUser: number;
  /** permessage-deflate on the live sockets, for messages of 8 KiB and more (LIVE_DEFLATE, default on). */
  liveDeflate: boolean;
  /** The Open-Meteo-compatible daily forecast the weather strip reads (WEATHER_URL); undefined = off. */
  weatherUrl: string | undefined;
  /** When the weekly report goes out each week, and in which zone (WEEKLY_REPORT_AT); undefined = off. */
  weeklyReportAt: WeeklySchedule | undefined;
  /** When the scheduled backup runs each day, minutes after midnight UTC (BACKUP_AT); undefined = off. */
  backupAt: number | undefined;
  /** How many scheduled backups are kept (BACKUP_KEEP). */
  backupKeep: number;
  /** Where scheduled backups are written (BACKUP_DIR, default DATA_DIR/backups). */
  backupDir: string;
}

/** A weekly moment: day of the week (0 = Sunday) and minutes after midnight, in an IANA time zone. */
export interface WeeklySchedule {
  day: number;
  minutes: number;
  zone: string;
}

/** A configuration value that cannot be used: the server refuses to start and names the variable. */
export class ConfigError extends Error {
  constructor(variable: string, value: string, expected: string) {
    super(`Invalid configuration: ${variable}=${JSON.stringify(value)}; expected ${expected}.`);
    this.name = "ConfigError";
  }
}

/** Open-Meteo's public forecast endpoint, the default WEATHER_URL. */
export const OPEN_METEO_URL = "https://api.open-meteo.com/v1/forecast";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

/** Reads variables from one environment; empty values count as unset (compose files often pass `${X:-}`). */
function reader(env: NodeJS.ProcessEnv) {
  const raw = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  return {
    raw,
    int(name: string, fallback: number, min = 1, max = Number.MAX_SAFE_INTEGER): number {
      const value = raw(name);
      if (value === undefined) return fallback;
      const n = /^\d+$/.test(value) ? Number(value) : NaN;
      if (!Number.isSafeInteger(n) || n < min || n > max)
        throw new ConfigError(name, value, `a whole number from ${min} to ${max}`);
      return n;
    },
    bool(name: string, fallback = false): boolean {
      const value = raw(name)?.toLowerCase();
      if (value === undefined) return fallback;
      if (value === "0" || value === "false") return false;
      if (value === "1" || value === "true") return true;
      throw new ConfigError(name, value, "1, true, 0 or false");
    },
    oneOf(name: string, allowed: string[], fallback: string): string {
      const value = raw(name);
      if (value === undefined) return fallback;
      if (!allowed.includes(value)) throw new ConfigError(name, value, `one of ${allowed.join(", ")}`);
      return value;
    },
    url(name: string, schemes?: string[]): string | undefined {
      const value = raw(name);
      if (value === undefined) return undefined;
      const scheme = URL.canParse(value) ? new URL(value).protocol.replace(/:$/, "") : undefined;
      if (!scheme || (schemes && !schemes.includes(scheme)))
        throw new ConfigError(
          name,
          value,
          schemes ? `a URL starting with ${schemes.map((s) => `${s}://`).join(" or ")}` : "an absolute URL",
        );
      return value;
    },
  };
}

/** An IP address or CIDR range such as `10.0.0.0/8` or `fd00::/8`. */
function isAddressOrRange(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: `true`/`false`, a hop count, or a comma list of proxy addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim().toLowerCase();
  if (!text || text === "false" || text === "0") return false;
  if (text === "true") return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops <= 100) return hops;
  } else {
    const entries = text.split(",").map((e) => e.trim());
    if (entries.every(isAddressOrRange)) return entries;
  }
  throw new ConfigError(
    "TRUST_PROXY",
    value ?? "",
    "true, false, a hop count, or a comma list of proxy IP addresses or CIDR ranges",
  );
}

/** CORS_ORIGINS: a comma list of origins (`https://app.example.com`), each scheme + host [+ port]. */
export function parseCorsOrigins(value: string | undefined): string[] {
  const entries = (value ?? "")
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const origin = URL.canParse(entry) ? new URL(entry).origin : "null";
    if (origin === "null" || origin !== entry.replace(/\/$/, "")) {
      throw new ConfigError(
        "CORS_ORIGINS",
        value ?? "",
        "a comma list of origins such as https://app.example.com (scheme, host and optional port)",
      );
    }
  }
  return entries.map((e) => new URL(e).origin);
}

/** WEATHER_URL: an http(s) forecast endpoint, `off` (no forecasts are read), or unset for Open-Meteo's. */
export function parseWeatherUrl(value: string | undefined): string | undefined {
  if (value === undefined) return OPEN_METEO_URL;
  if (value.toLowerCase() === "off") return undefined;
  const scheme = URL.canParse(value) ? new URL(value).protocol : undefined;
  if (scheme !== "http:" && scheme !== "https:")
    throw new ConfigError("WEATHER_URL", value, "a URL starting with http:// or https://, or off");
  return value;
}

const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

/**
 * WEEKLY_REPORT_AT: `mon 07:00` (a weekday and a time, in UTC) or `mon 07:00 America/Sao_Paulo` (in that IANA
 * zone, its weeks that zone's days), `off`, or unset for Monday 07:00 UTC.
 */
export function parseWeeklyReportAt(value: string | undefined): WeeklySchedule | undefined {
  const text = (value ?? "mon 07:00").trim();
  if (text.toLowerCase() === "off") return undefined;
  const match = /^([a-z]{3})[a-z]*\s+(\d{1,2}):(\d{2})(?:\s+(\S+))?$/i.exec(text);
  const day = match ? WEEKDAYS.indexOf((match[1] ?? "").toLowerCase()) : -1;
  const hours = Number(match?.[2]);
  const minutes = Number(match?.[3]);
  const zone = match?.[4] ?? "UTC";
  if (day < 0 || hours > 23 || minutes > 59 || !isTimeZone(zone))
    throw new ConfigError(
      "WEEKLY_REPORT_AT",
      value ?? "",
      "a weekday and a time such as mon 07:00 (UTC) or mon 07:00 America/Sao_Paulo, or off",
    );
  return { day, minutes: hours * 60 + minutes, zone };
}

/** BACKUP_AT: `03:00` (every day at that UTC time), or unset / `off` for no scheduled backups. */
export function parseBackupAt(value: string | undefined): number | undefined {
  const text = (value ?? "off").trim().toLowerCase();
  if (text === "off") return undefined;
  const match = /^(\d{1,2}):(\d{2})$/.exec(text);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59)
    throw new ConfigError("BACKUP_AT", value ?? "", "a UTC time such as 03:00, or off");
  return hours * 60 + minutes;
}

/** Keeps a generated JWT secret in DATA_DIR so tokens survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Reads and validates the configuration; throws a ConfigError naming the
 * variable for any value it cannot use, so a typo never runs with a default.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const read = reader(env);
  const port = read.int("PORT", 3000, 1, 65535);
  const config = {
    port,
    host: read.raw("HOST") ?? "0.0.0.0",
    databaseUrl: read.url("DATABASE_URL", ["postgres", "postgresql"]),
    accessTokenTtlSeconds: read.int("ACCESS_TOKEN_TTL", 15 * 60),
    refreshTokenTtlSeconds: read.int("REFRESH_TOKEN_TTL", 30 * 24 * 3600),
    smtpUrl: read.url("SMTP_URL", ["smtp", "smtps"]),
    mailFrom: env.MAIL_FROM ?? "Line-up board <no-reply@lineup.local>",
    agencyName: env.AGENCY_NAME ?? "Oceanic",
    appUrl: read.url("APP_URL", ["http", "https"]) ?? `http://localhost:${port}`,
    seedAdminEmail: read.raw("SEED_ADMIN_EMAIL"),
    seedAdminPassword: env.SEED_ADMIN_PASSWORD || undefined,
    seedDemo: read.bool("SEED_DEMO"),
    logLevel: read.oneOf("LOG_LEVEL", LOG_LEVELS, "info"),
    tokenRateLimit: read.int("TOKEN_RATE_LIMIT", 10),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    importMaxRows: read.int("IMPORT_MAX_ROWS", 5000),
    liveMaxSocketsPerUser: read.int("LIVE_MAX_SOCKETS_PER_USER", LIVE_MAX_SOCKETS_PER_USER),
    liveDeflate: read.bool("LIVE_DEFLATE", true),
    weatherUrl: parseWeatherUrl(read.raw("WEATHER_URL")),
    weeklyReportAt: parseWeeklyReportAt(read.raw("WEEKLY_REPORT_AT")),
    backupAt: parseBackupAt(read.raw("BACKUP_AT")),
    backupKeep: read.int("BACKUP_KEEP", 7, 1, 1000),
  };
  // Only once every value is known good: create the data folder and, if needed, a secret in it.
  const dataDir = path.resolve(overrides.dataDir ?? read.raw("DATA_DIR") ?? "./data");
  mkdirSync(dataDir, { recursive: true });
  // Two levels up from server/src (tsx) and from server/dist (compiled) alike.
  const defaultDist = path.resolve(import.meta.dirname, "../../web/dist");
  const webDist = read.raw("WEB_DIST");
  return {
    ...config,
    dataDir,
    backupDir: path.resolve(read.raw("BACKUP_DIR") ?? path.join(dataDir, "backups")),
    jwtSecret: overrides.jwtSecret ?? (env.JWT_SECRET || persistentSecret(dataDir)),
    webDist: webDist ? path.resolve(webDist) : existsSync(defaultDist) ? defaultDist : undefined,
    ...overrides,
  };
}
