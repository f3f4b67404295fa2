/**
 * The parts of the delivery run (bench/delivery/run.ts): the server as a real process (so it can be killed),
 * a webhook receiver that fails as told and checks every signature as docs/webhooks.md says, and a JSON API client.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sleep } from "../live/ipc";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** One instance of the production server (`node dist/main.js`) on a shared PostgreSQL. */
export interface Instance {
  name: string;
  origin: string;
  /** SIGKILL: no shutdown, no closing of connections; what it held is left for PostgreSQL and the leases. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export async function startInstance(name: string, port: number, env: Record<string, string>): Promise<Instance> {
  const child: ChildProcess = spawn("node", ["--enable-source-maps", "dist/main.js"], {
    cwd: path.join(root, "server"),
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "error", WEATHER_URL: "off" },
  });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) throw new Error(`instance ${name} exited with ${child.exitCode} while starting`);
    const up = await fetch(`${origin}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 600) throw new Error(`instance ${name} did not answer on ${origin} within a minute`);
    await sleep(100);
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { name, origin, kill: () => end("SIGKILL"), stop: () => end("SIGTERM") };
}

/** One request the receiver got. */
export interface Hit {
  /** The `X-Lineup-Event-Id` header. */
  eventId: string;
  /** The body's `event_id`. */
  bodyEventId: unknown;
  signatureValid: boolean;
  /** What the receiver did: answered this status, or "hung" (never answered). */
  answer: number | "hung";
}

/** The docs' recipe: `v1=` + hex HMAC-SHA256 of `{X-Lineup-Timestamp}.{raw body}` under the webhook's secret. */
export function validSignature(secret: string, timestamp: string, body: string, header: string) {
  const expected = Buffer.from(`v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`);
  const got = Buffer.from(header);
  return expected.length === got.length && timingSafeEqual(expected, got);
}

/**
 * A webhook receiver on the loopback: answers 500 to its first `failures` requests, then leaves one unanswered
 * (the sender times out), then 200 to every other. The secret is set once the webhook exists.
 */
export async function startReceiver(failures: number) {
  const hits: Hit[] = [];
  let secret = "";
  const server = http.createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      const header = (name: string) => String(request.headers[name] ?? "");
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(body);
      } catch {
        parsed = null;
      }
      const n = hits.length;
      const answer = n < failures ? 500 : n === failures ? "hung" : 200;
      hits.push({
        eventId: header("x-lineup-event-id"),
        bodyEventId: parsed !== null && typeof parsed === "object" && "event_id" in parsed ? parsed.event_id : null,
        signatureValid: validSignature(secret, header("x-lineup-timestamp"), body, header("x-lineup-signature")),
        answer,
      });
      if (answer !== "hung") response.writeHead(answer).end(answer === 200 ? "ok" : "down for maintenance");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = address !== null && typeof address === "object" ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    hits,
    setSecret: (s: string) => void (secret = s),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A JSON API client signed in as one user on one instance; any answer other than 2xx throws with its text. */
export async function signIn(origin: string, email: string, password: string) {
  const login = await fetch(`${origin}/api/v1/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ grant_type: "password", username: email, password }),
  });
  const token: unknown = await login.json();
  if (!login.ok || token === null || typeof token !== "object" || !("access_token" in token))
    throw new Error(`${email} could not sign in: ${JSON.stringify(token)}`);
  const auth = `Bearer ${String(token.access_token)}`;
  return async function call(method: string, url: string, body?: unknown, at = origin): Promise<unknown> {
    const res = await fetch(`${at}/api/v1${url}`, {
      method,
      headers: { authorization: auth, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url} as ${email}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
}
export type Call = Awaited<ReturnType<typeof signIn>>;

/** A number field of an API answer, or an error naming what was missing. */
export function numberAt(value: unknown, ...keys: (string | number)[]): number {
  let at: unknown = value;
  for (const key of keys) at = at !== null && typeof at === "object" ? Reflect.get(at, key) : undefined;
  if (typeof at !== "number") throw new Error(`no number at ${keys.join(".")} in ${JSON.stringify(value)}`);
  return at;
}
