import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

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
  /** Login attempts allowed per IP per minute on the token endpoint. */
  tokenRateLimit: number;
  /** Most data rows one spreadsheet import may hold (IMPORT_MAX_ROWS). */
  importMaxRows: number;
}

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** Keeps a generated JWT secret in DATA_DIR so tokens survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR ?? "./data");
  mkdirSync(dataDir, { recursive: true });
  const port = int(env.PORT, 3000);
  const defaultDist = path.resolve(import.meta.dirname, "../../web/dist");
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || persistentSecret(dataDir),
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL, 15 * 60),
    refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL, 30 * 24 * 3600),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "Line-up board <no-reply@lineup.local>",
    agencyName: env.AGENCY_NAME ?? "Oceanic",
    appUrl: env.APP_URL ?? `http://localhost:${port}`,
    seedAdminEmail: env.SEED_ADMIN_EMAIL || undefined,
    seedAdminPassword: env.SEED_ADMIN_PASSWORD || undefined,
    seedDemo: env.SEED_DEMO === "1" || env.SEED_DEMO === "true",
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : existsSync(defaultDist) ? defaultDist : undefined,
    logLevel: env.LOG_LEVEL ?? "info",
    tokenRateLimit: int(env.TOKEN_RATE_LIMIT, 10),
    importMaxRows: int(env.IMPORT_MAX_ROWS, 5000),
    ...overrides,
  };
}
