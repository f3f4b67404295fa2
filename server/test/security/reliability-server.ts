/**
 * Helpers for the reliability part of the adversarial suite (faults, races,
 * load): throw-away PostgreSQL databases, the real server as a child process
 * that can be SIGKILLed and restarted on the same database, and a board
 * (port, terminals, parties, rows) built through the public API.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";

/** The PostgreSQL these tests always run on: PG_TEST_URL, else DATABASE_URL, else the local one. */
export const PG_URL = process.env.PG_TEST_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
/** `SECURITY_QUICK=1`: the short CI version of every reliability test. */
export const QUICK = process.env.SECURITY_QUICK === "1";

const REPO_ROOT = path.resolve(import.meta.dirname, "../../..");

export interface ThrowAwayDb {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** Creates an empty `lineup_test_<random>` database on PG_URL; `drop` removes it (forcing out any session). */
export async function createDatabase(): Promise<ThrowAwayDb> {
  const name = `lineup_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const again = postgres(PG_URL, { max: 1, onnotice: () => {} });
      try {
        await again.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await again.end();
      }
    },
  };
}

/** A TCP port nobody listens on right now (the server's config has no "any port"). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export const ADMIN = { email: "reliability-admin@test.local", password: "reliability-password-1" };

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process wrote (stdout and stderr), to show leaked errors. */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  /** SIGKILL: no shutdown hook runs, in-flight transactions are cut. */
  kill(): Promise<void>;
  /** SIGTERM and wait (the normal shutdown). */
  stop(): Promise<void>;
}

/**
 * Starts `node --import tsx server/src/main.ts` (one process, so a SIGKILL hits
 * the server itself, not a wrapper) on `databaseUrl` and waits until
 * `/api/v1/health` answers.
 */
export async function spawnServer(
  databaseUrl: string,
  opts: { port?: number; dataDir?: string } = {},
): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), "lineup-reliability-"));
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      JWT_SECRET: "reliability-secret-reliability-secret",
      ACCESS_TOKEN_TTL: "7200",
      SEED_ADMIN_EMAIL: ADMIN.email,
      SEED_ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: "",
      LOG_LEVEL: "warn",
      TOKEN_RATE_LIMIT: "10000",
      WEATHER_URL: "off",
      WEB_DIST: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (log += d.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited during start (${child.exitCode}):\n${log}`);
    const ok = await fetch(`${baseUrl}/api/v1/health`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not answer /health within 60 s:\n${log}`);
    }
    await sleep(150);
  }
  const cleanup = () => {
    if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    baseUrl,
    child,
    output: () => log,
    exited,
    async kill() {
      child.kill("SIGKILL");
      await exited;
      cleanup();
    },
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await Promise.race([exited, sleep(10_000).then(() => child.kill("SIGKILL"))]);
      await exited;
      cleanup();
    },
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface Answer {
  status: number;
  body: unknown;
  text: string;
  ms: number;
}

/** A JSON request that never hangs: a timeout rejects like a cut connection does. */
export async function call(
  baseUrl: string,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
  timeoutMs = 15_000,
): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/v1${url}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  return { status: res.status, body: parsed, text, ms: performance.now() - started };
}

/** The same call, failing the test unless the answer is `expected`. */
export async function must<T>(
  baseUrl: string,
  method: string,
  url: string,
  token: string | undefined,
  body: unknown,
  expected: number,
): Promise<T> {
  const answer = await call(baseUrl, method, url, token, body);
  if (answer.status !== expected)
    throw new Error(`${method} ${url}: expected ${expected}, got ${answer.status} ${answer.text.slice(0, 500)}`);
  return answer.body as T;
}

/** Logs in as the seeded admin through the password grant. */
export async function loginAdmin(baseUrl: string): Promise<string> {
  const body = await must<{ access_token: string }>(
    baseUrl,
    "POST",
    "/oauth/token",
    undefined,
    { grant_type: "password", username: ADMIN.email, password: ADMIN.password },
    200,
  );
  return body.access_token;
}

export interface Board {
  token: string;
  portId: number;
  typeId: number;
  terminalIds: number[];
  /** The fields every regular row needs (comm, charterer, receiver, destination). */
  rowBase: {
    carga_id: number;
    carga_tipo_id: number;
    afretador_id: number;
    recebedor_id: number;
    destination_porto: number;
    status: string;
  };
}

/** A port with `terminals` terminals, one comm and the parties a row needs, all created through the API as the admin. */
export async function makeBoard(baseUrl: string, terminals = 1): Promise<Board> {
  const token = await loginAdmin(baseUrl);
  const tag = randomBytes(3).toString("hex");
  const type = await must<{ id: number; cargas: { id: number }[] }>(
    baseUrl,
    "POST",
    "/cargas_tipos",
    token,
    { name: `Type ${tag}`, cargas: [{ name: `Comm ${tag}`, synonym: "C" }] },
    201,
  );
  const commId = type.cargas[0]?.id;
  if (!commId) throw new Error("the comm type came back without its comm");
  const port = await must<{ id: number; terminais: { id: number }[] }>(
    baseUrl,
    "POST",
    "/portos",
    token,
    {
      name: `Port ${tag}`,
      max_draft: 12.5,
      bunker: "ALLOWED AT ANCHORAGE",
      ordem: 1,
      terminais: Array.from({ length: terminals }, (_, i) => ({
        name: `T${i + 1}`,
        rate: 10000,
        av_dw_bw: 3,
        max_draft: 12,
        draft_berth: 30,
        loa: 250,
        cargas_ids: [commId],
        bercos: [{ name: `B${i + 1}` }],
      })),
    },
    201,
  );
  const party = async (resource: string, body: Record<string, string>) =>
    (await must<{ id: number }>(baseUrl, "POST", `/${resource}`, token, body, 201)).id;
  const rowBase = {
    carga_id: commId,
    carga_tipo_id: type.id,
    afretador_id: await party("afretadores", { name: `Charterer ${tag}` }),
    recebedor_id: await party("recebedores", { name: `Receiver ${tag}` }),
    destination_porto: await party("lineups_portos", { name: `Dest ${tag}`, pais: "China" }),
    status: "Expected",
  };
  return { token, portId: port.id, typeId: type.id, terminalIds: port.terminais.map((t) => t.id), rowBase };
}

export interface SavedRow {
  id: number;
  version: number;
  qty: string | null;
  observacao: string | null;
}

/** `POST /lineups/list`; the saved rows in the order sent, or the failed answer. */
export async function saveList(
  baseUrl: string,
  token: string,
  body: { terminal_id: number; list: Record<string, unknown>[]; deleted_lines?: unknown[]; save_id?: string },
  timeoutMs?: number,
) {
  const answer = await call(baseUrl, "POST", "/lineups/list", token, body, timeoutMs);
  const rows = answer.status === 200 ? ((answer.body as { lineups: SavedRow[] }).lineups ?? []) : [];
  return { ...answer, rows };
}

/** Percentile of a list of milliseconds (nearest rank). */
export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
