import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { desc, eq } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, inject } from "vitest";
import { emailKey, ROLE, type RoleId } from "@lineup/shared";
import { buildApp } from "../src/app";
import { hashPassword } from "../src/auth/passwords";
import { loadConfig, type Config } from "../src/config";
import { openDatabase, type Db } from "../src/db/client";
import type { WebhookSendOptions } from "../src/watches/webhook-send";
import type { LiveOptions } from "../src/live/plugin";
import { activityLogs, users } from "../src/db/schema";
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

/** Runs statements, in turn, on the PostgreSQL of DATABASE_URL through a maintenance connection of their own. */
export async function onMaintenance(...statements: string[]): Promise<void> {
  const admin = postgres(process.env.DATABASE_URL ?? "", { max: 1, onnotice: () => {} });
  for (const statement of statements) await admin.unsafe(statement);
  await admin.end();
}

/**
 * A new, empty throw-away database on DATABASE_URL's server, with `settings` its own defaults (`ALTER DATABASE … SET`
 * each); its URL. An app started on it with `adoptDatabase` drops it when it closes.
 */
export async function throwAwayDatabase(settings: string[] = []): Promise<string> {
  if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL is not set");
  const name = `lineup_test_${randomBytes(6).toString("hex")}`;
  await onMaintenance(`CREATE DATABASE ${name}`, ...settings.map((setting) => `ALTER DATABASE ${name} SET ${setting}`));
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a throw-away test database (through the server's maintenance connection). */
function dropper(databaseUrl: string) {
  return async () => {
    const name = new URL(databaseUrl).pathname.slice(1);
    if (!process.env.DATABASE_URL || !name.startsWith("lineup_test_")) return;
    await onMaintenance(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data folder (`dumpDataDir`), which each test app's database starts from. */
    pgliteTemplate?: string;
  }
}

let template: Promise<Blob | undefined> | undefined;
/**
 * The migrated data folder vitest's global set-up made (test/pglite-template.ts), read once per test file; none
 * outside vitest (the benches) or on PostgreSQL.
 */
function migratedTemplate() {
  const file = process.env.VITEST ? inject("pgliteTemplate") : undefined;
  template ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return template;
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
    databaseUrl = await throwAwayDatabase();
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
    from: await migratedTemplate(),
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

/**
 * Runs `use` on an app of its own (a setting the file's app lacks, or a second instance on its database), and
 * closes that app afterwards, whatever `use` threw.
 */
export async function withApp<T>(
  overrides: Partial<Config>,
  opts: StartOptions,
  use: (own: TestApp) => Promise<T>,
): Promise<T> {
  const own = await startApp(overrides, undefined, opts);
  try {
    return await use(own);
  } finally {
    await own.close();
  }
}

/**
 * A file's app: started before its tests with what `prepare` makes on it (users, ports, rows), and
 * closed after them. The returned function reads both inside a test or hook: `const { t, admin } = given();`.
 */
export function setUpApp<T extends object>(
  prepare: (t: TestApp) => Promise<T>,
  overrides: Partial<Config> = {},
  opts: StartOptions = {},
  /** How long starting and preparing may take, when longer than vitest's `hookTimeout` (a large board). */
  timeoutMs?: number,
): () => T & { t: TestApp } {
  let t: TestApp | undefined;
  let made: (T & { t: TestApp }) | undefined;
  beforeAll(async () => {
    t = await startApp(overrides, undefined, opts);
    made = { ...(await prepare(t)), t };
  }, timeoutMs);
  afterAll(() => t?.close());
  return () => {
    if (!made) throw new Error("The file's app is not started: read it inside a test or a hook.");
    return made;
  };
}

/** The methods of the requests `send` of {@link setUpAdminApp} makes. */
type Method = "GET" | "POST" | "PUT" | "DELETE";

/**
 * A file's app ({@link setUpApp}) with one admin: `as()` gives the admin's headers, `send` a request to
 * `/api/v1{path}` as the admin, with a JSON body for writes.
 */
export function setUpAdminApp(attrs: { name?: string } = {}) {
  return setUpAdminAppWith(attrs, async () => ({}));
}

/** {@link setUpAdminApp} with what `prepare` makes after the admin (ports, parties, listeners). */
export function setUpAdminAppWith<T extends object>(attrs: { name?: string }, prepare: (t: TestApp) => Promise<T>) {
  const given = setUpApp(async (t) => {
    const admin = await createUser(t.app, ROLE.admin, attrs);
    return { admin, ...(await prepare(t)) };
  });
  const as = () => bearer(given().admin.token);
  const send = (method: Method, path: string, payload?: object) =>
    given().t.app.inject({ method, url: `/api/v1${path}`, headers: as(), payload });
  return { given, as, send };
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

/** The latest activity-log entry about one kind of subject (`subject_type`), if there is one. */
export async function lastActivity(app: FastifyInstance, subjectType: string) {
  const [log] = await app.db
    .select()
    .from(activityLogs)
    .where(eq(activityLogs.subject_type, subjectType))
    .orderBy(desc(activityLogs.id))
    .limit(1);
  return log;
}

/** A user made by {@link createUser}: the row, its credentials and tokens. */
export type TestUser = Awaited<ReturnType<typeof createUser>>;

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

/** Sends a form built by {@link multipart} to `/api/v1{path}` as the holder of `token`. */
export const sendForm = (
  app: FastifyInstance,
  token: string,
  method: "POST" | "PUT",
  path: string,
  form: ReturnType<typeof multipart>,
) =>
  app.inject({ method, url: `/api/v1${path}`, payload: form.payload, headers: { ...form.headers, ...bearer(token) } });

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
