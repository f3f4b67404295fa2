import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import postgres from "postgres";
import { emailKey, type RoleId } from "@lineup/shared";
import { buildApp } from "../src/app";
import { hashPassword } from "../src/auth/passwords";
import { loadConfig, type Config } from "../src/config";
import { openDatabase, type Db } from "../src/db/client";
import type { WebhookSendOptions } from "../src/watches/webhook-send";
import type { LiveOptions } from "../src/live/plugin";
import { users } from "../src/db/schema";
import type { Mail, Mailer } from "../src/mail/mailer";

export interface TestApp {
  app: FastifyInstance;
  /** The database this app runs on, to start another instance on it. */
  databaseUrl: string | undefined;
  mail: Mail[];
  dataDir: string;
  /** Stops the app; `keepData` leaves its database for another instance to take over. */
  close(keepData?: boolean): Promise<void>;
}

/**
 * A real app on a fresh, migrated database: embedded PGlite, or a throw-away
 * database on the PostgreSQL named by DATABASE_URL (so the same tests run on both).
 */
export interface StartOptions {
  /** Run on this existing database instead of a fresh one (another instance, or a restart). */
  databaseUrl?: string;
  /** Keep PGlite on disk in this folder (so a restarted app finds the same data). */
  dataDir?: string;
  live?: LiveOptions;
  /** With `databaseUrl`: this app drops that database when it closes (it takes it over from a stopped one). */
  adoptDatabase?: boolean;
  /** The app's own mailer (SMTP_URL or the outbox) instead of collecting messages in `mail`. */
  realMailer?: boolean;
  webhooks?: WebhookSendOptions;
}

/** Drops a throw-away test database (through the server's maintenance connection). */
function dropper(databaseUrl: string) {
  return async () => {
    const name = new URL(databaseUrl).pathname.slice(1);
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl || !name.startsWith("lineup_test_")) return;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}

export async function startApp(
  overrides: Partial<Config> = {},
  extraRoutes?: (app: FastifyInstance) => void,
  opts: StartOptions = {},
): Promise<TestApp> {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), "lineup-test-"));
  let databaseUrl: string | undefined = opts.databaseUrl;
  let dropDatabase = async () => {};
  if (process.env.DATABASE_URL && !opts.databaseUrl) {
    const name = `lineup_test_${randomBytes(6).toString("hex")}`;
    const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = dropper(databaseUrl);
  } else if (opts.databaseUrl && opts.adoptDatabase) {
    dropDatabase = dropper(opts.databaseUrl);
  }
  const config = loadConfig(
    { ...process.env, DATABASE_URL: databaseUrl ?? "", JWT_SECRET: "test-secret-test-secret-test-secret" },
    {
      dataDir,
      webDist: undefined,
      logLevel: "silent",
      tokenRateLimit: 1000,
      // No test reads the public forecast service: weather tests pass a local one.
      weatherUrl: undefined,
      ...overrides,
    },
  );
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: databaseUrl || opts.dataDir ? dataDir : ":memory:",
  });
  await database.migrate();
  const mail: Mail[] = [];
  const mailer: Mailer = { send: async (m) => void mail.push(m) };
  const app = await buildApp({
    config,
    database,
    mailer: opts.realMailer ? undefined : mailer,
    logger: false,
    live: opts.live,
    webhooks: opts.webhooks,
  });
  extraRoutes?.(app);
  await app.ready();
  return {
    app,
    databaseUrl,
    mail,
    dataDir,
    async close(keepData = false) {
      await app.close();
      await database.close();
      if (keepData) return;
      await dropDatabase();
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// Each embedded database registers an exit hook; files that start several apps exceed Node's default of 10.
process.setMaxListeners(50);

let counter = 0;

/** Creates a user with the given role and returns it with a fresh access token. */
export async function createUser(
  app: FastifyInstance,
  role_id: RoleId,
  attrs: { email?: string; password?: string; name?: string } = {},
) {
  counter += 1;
  const email = attrs.email ?? `user${counter}-${randomBytes(3).toString("hex")}@test.local`;
  const password = attrs.password ?? "secret-password";
  const [user] = await app.db
    .insert(users)
    .values({
      name: attrs.name ?? `User ${counter}`,
      email,
      email_key: emailKey(email),
      password_hash: await hashPassword(password),
      role_id,
    })
    .returning();
  if (!user) throw new Error("no user");
  const token = await login(app, email, password);
  return { user, email, password, token: token.access_token, refreshToken: token.refresh_token };
}

export async function login(app: FastifyInstance, username: string, password: string) {
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/oauth/token",
    payload: { grant_type: "password", username, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json() as { access_token: string; refresh_token: string; expires_in: number };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Builds a multipart body by hand (fields and files), for `app.inject`. */
export function multipart(
  fields: Record<string, string>,
  files: Record<string, { filename: string; data: Buffer; type?: string }> = {},
) {
  const boundary = `----lineup${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const [k, f] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${f.filename}"\r\nContent-Type: ${f.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
    );
    chunks.push(f.data, Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** A valid 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** The database seen through a proxy that counts calls of the named methods: the queries a piece of code runs. */
export function countingDb(db: Db, methods: string[]) {
  let calls = 0;
  const counted = new Proxy(db, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (typeof key === "string" && methods.includes(key)) calls += 1;
        return Reflect.apply(value, target, args);
      };
    },
  });
  return { db: counted, queries: () => calls };
}
