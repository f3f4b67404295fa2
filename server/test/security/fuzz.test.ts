import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createUser } from "../helpers";
import { flatten } from "./arbitraries";
import { examplesOf } from "./examples";
import { describeRequest, requestFor, type FuzzRequest } from "./fuzz-requests";
import { enumerateOperations, type Operation } from "./operations";
import { buildProbe, inheritedKeys, prototypeKeys } from "./probe";
import { nextAddress } from "./requests";
import { buildWorld, type World } from "./world";

/**
 * Fuzzing (issue 10): requests generated from each operation's schemas, then
 * mutated (wrong types, boundaries, NUL and lone surrogates, prototype keys,
 * impossible dates, malformed JSON and multipart, wrong content types, huge
 * bodies), sent anonymously and as an admin. No answer may be a 500, no
 * request may pollute a prototype, and a fixed set of reads answers the same
 * before and after. `FUZZ_SEED` replays a run; `SECURITY_QUICK=1` is the CI size.
 */

const QUICK = process.env.SECURITY_QUICK === "1";
const TOTAL = Number(process.env.FUZZ_REQUESTS ?? (QUICK ? 2_000 : 10_000));
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
const BATCH = 250;

interface Failure {
  request: FuzzRequest;
  status: number;
  error: string;
}

let w: World;
let operations: Operation[];
let probe: Awaited<ReturnType<typeof buildProbe>>;
/** The error behind the last 500, from an onError hook (the answer itself reveals nothing). Requests run one at a time. */
let lastError: Error | undefined;

beforeAll(async () => {
  w = await buildWorld((app) => {
    app.addHook("onError", async (_request, _reply, error) => {
      lastError = error;
    });
  });
  ({ operations } = enumerateOperations(w.app));
  probe = await buildProbe(w);
});
afterAll(() => w.t.close());

/** The root cause of an error: a failed query names its database error (`value out of range`), not only its SQL. */
function explain(error: Error): string {
  const cause = error.cause instanceof Error ? error.cause : undefined;
  return cause ? `${cause.message} (${error.message.split("\n")[0]?.slice(0, 60)})` : `${error.name}: ${error.message}`;
}

/** One line per failure class: route, input kind and error, with a count and one example. */
function report(failures: Failure[]): string {
  const classes = new Map<string, { n: number; example: Failure }>();
  for (const f of failures) {
    const key = `${f.request.op} [${f.request.kind}] ${f.status}: ${f.error.split("\n")[0]?.slice(0, 140)}`;
    const known = classes.get(key);
    if (known) known.n += 1;
    else classes.set(key, { n: 1, example: f });
  }
  return [...classes.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([key, { n, example }]) => `${String(n).padStart(4)} × ${key}\n       e.g. ${describeRequest(example.request)}`,
    )
    .join("\n");
}

describe("fuzzing", () => {
  it(`answers no generated request with a 500 and is not poisoned (${TOTAL} requests)`, async () => {
    console.log(`fuzz seed ${SEED} (replay: FUZZ_SEED=${SEED}${QUICK ? " SECURITY_QUICK=1" : ""})`);
    const before = await probe.snapshot();
    // The probe reads must see their rows, or comparing them proves nothing.
    expect(before.map((s) => s.status)).toEqual(before.map(() => 200));
    expect(before.find((s) => s.name === "GET /lineups as admin")?.body).toContain("probe row");
    const protoBefore = prototypeKeys();
    const failures: Failure[] = [];
    const pollutions: string[] = [];
    const byKind = new Map<string, number>();
    let adminToken = w.users.admin.token;
    let sent = 0;

    for (let batch = 0; sent < TOTAL; batch += 1) {
      // Fresh valid examples each batch: the objects they name may have been changed or deleted by the last one.
      const examples = await examplesOf(w, operations);
      // Operations with big valid bodies get more requests: each of their fields is one more way in.
      const weightOf = (op: Operation) => 1 + Math.ceil(flatten(examples.get(op.key)?.body ?? {}).length / 5);
      const anyRequest = fc.oneof(
        ...operations.map((op) => ({ weight: weightOf(op), arbitrary: requestFor(op, examples.get(op.key)) })),
      );
      const requests = fc.sample(anyRequest, { seed: SEED + batch, numRuns: Math.min(BATCH, TOTAL - sent) });
      for (const r of requests) {
        lastError = undefined;
        const res = await w.app.inject({
          method: r.method as "GET",
          url: r.url,
          headers: { ...r.headers, ...(r.admin ? bearer(adminToken) : {}) },
          remoteAddress: nextAddress(),
          ...(r.payload && { payload: r.payload }),
        });
        sent += 1;
        byKind.set(r.kind, (byKind.get(r.kind) ?? 0) + 1);
        if (res.statusCode >= 500)
          failures.push({
            request: r,
            status: res.statusCode,
            error: lastError ? explain(lastError) : res.body.slice(0, 200),
          });
        const inherited = inheritedKeys();
        if (inherited.length) {
          pollutions.push(`${inherited.join(",")} after ${describeRequest(r)}`);
          // Clean up so the rest of the run still means something; the failure is recorded.
          for (const k of inherited) delete (Object.prototype as Record<string, unknown>)[k];
        }
      }
      // A fuzzed profile edit, user edit or logout may end the admin's session or role: sign a new admin in.
      if ((await w.app.inject({ method: "GET", url: "/api/v1/users", headers: bearer(adminToken) })).statusCode !== 200)
        adminToken = (await createUser(w.app, 1)).token;
    }

    const after = await probe.snapshot();
    const protoAfter = prototypeKeys();
    if (failures.length) console.log(`500s by route, input kind and error:\n${report(failures)}`);
    if (pollutions.length) console.log(`prototype pollution:\n${pollutions.slice(0, 20).join("\n")}`);
    console.log(`fuzz kinds: ${[...byKind.entries()].map(([k, n]) => `${k} ${n}`).join(", ")}`);
    console.log(`fuzz: ${sent} requests, ${failures.length} answered 500`);

    expect(sent).toBeGreaterThanOrEqual(TOTAL);
    // Soft: one run reports every kind of damage, not only the first.
    expect.soft(pollutions, "requests that polluted a prototype").toEqual([]);
    expect
      .soft(
        protoAfter.filter((k) => !protoBefore.includes(k)),
        "new keys on built-in prototypes",
      )
      .toEqual([]);
    expect.soft(after, "the probe reads answer as before the fuzzing").toEqual(before);
    expect
      .soft(failures.map((f) => `${f.request.op} [${f.request.kind}] ${f.status}: ${f.error.slice(0, 100)}`))
      .toEqual([]);
  });
});
