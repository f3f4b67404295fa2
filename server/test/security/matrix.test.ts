import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerText, findLeaks } from "./leaks";
import { enumerateOperations, type Operation } from "./operations";
import { expectedAllowed, ruleOf, variantsOf, type Rule } from "./policy";
import { buildRequest } from "./requests";
import { ACTORS, buildWorld, MARK, type Actor, type Variant, type World } from "./world";

/**
 * The authorization matrix (issue 10): every operation of the API, including
 * the hidden `_method` overrides, × a guest and the five roles × own and foreign
 * objects. Expectations come from policy.ts (the spec's rules), never from the
 * routes. Fails on any 2xx the policy refuses and on any leaked field.
 */

interface Cell {
  op: Operation;
  rule: Rule;
  variant: Variant;
  actor: Actor;
  status: number;
  allowed: boolean;
  leaks: string[];
  /** The planted marks this answer contains (whether or not the actor may see them). */
  seen: string[];
  body: string;
}

/**
 * Genuine policy nuances where an allowed request is refused on purpose. Each
 * entry: operation key, variant, actor, the status that is right, and why.
 */
const REFUSALS_BY_DESIGN: { key: string; variant: Variant; actor: Actor; status: number; why: string }[] = [
  { key: "DELETE /users/:id", variant: "own", actor: "admin", status: 409, why: "nobody deletes their own account" },
  {
    key: "POST /users/:id _method=delete",
    variant: "own",
    actor: "admin",
    status: 409,
    why: "nobody deletes their own account",
  },
  {
    key: "GET /admin/backups/:name",
    variant: "-",
    actor: "admin",
    status: 422,
    why: "the matrix's file name is an avatar's: a backup's name is checked for its format before any file is read",
  },
];

let w: World;
let operations: Operation[];
let skipped: string[];
const cells: Cell[] = [];

beforeAll(async () => {
  w = await buildWorld();
  ({ operations, skipped } = enumerateOperations(w.app));
});
afterAll(() => w.t.close());

/** Session-ending operations run last, so every other cell still has a signed-in actor. */
const sessionEnding = (op: Operation) => op.key === "POST /logout";

async function runCell(op: Operation, rule: Rule, variant: Variant, actor: Actor): Promise<Cell> {
  const request = await buildRequest(w, op, rule, variant, actor);
  const res = await w.app.inject(request);
  const verbKey = op.override ? `${op.override.toUpperCase()} ${op.path}` : op.key;
  const text = await answerText(String(res.headers["content-type"] ?? ""), res.rawPayload);
  let json: unknown;
  try {
    json = JSON.parse(res.body);
  } catch {
    json = undefined;
  }
  const allowed = expectedAllowed(rule, actor, variant);
  const leaks = findLeaks({ actor, verbKey, rule, text, json, secrets: w.secrets(actor) });
  const seen = Object.values(MARK).filter((m) => text.toLowerCase().includes(m));
  return { op, rule, variant, actor, status: res.statusCode, allowed, leaks, seen, body: res.body.slice(0, 160) };
}

const is2xx = (s: number) => s >= 200 && s < 300;

function printTable(rows: Cell[]) {
  const width = Math.max(...rows.map((c) => `${c.op.key} [${c.variant}]`.length));
  const header = `${"operation [variant]".padEnd(width)}  ${ACTORS.map((a) => a.padStart(10)).join("")}`;
  const lines = [header];
  const byRow = new Map<string, Cell[]>();
  for (const c of rows) {
    const k = `${c.op.key} [${c.variant}]`;
    byRow.set(k, [...(byRow.get(k) ?? []), c]);
  }
  for (const [k, list] of byRow) {
    const mark = (c: Cell) =>
      `${c.status}${!c.allowed && is2xx(c.status) ? "!" : c.leaks.length ? "L" : c.allowed ? "+" : "-"}`;
    lines.push(
      `${k.padEnd(width)}  ${ACTORS.map((a) => {
        const c = list.find((x) => x.actor === a);
        return (c ? mark(c) : "").padStart(10);
      }).join("")}`,
    );
  }
  console.log(
    `${lines.join("\n")}\n(+ allowed by policy, - refused by policy, ! refused but answered 2xx, L leaked a field)`,
  );
}

describe("authorization matrix", () => {
  it("knows the rule of every operation the app serves", () => {
    console.log(`not in the matrix: ${skipped.join("; ")}`);
    expect(operations.length).toBeGreaterThan(90);
    expect(operations.filter((op) => !ruleOf(op)).map((op) => op.key)).toEqual([]);
  });

  it("refuses what the policy refuses and leaks nothing", async () => {
    const ordered = [...operations.filter((op) => !sessionEnding(op)), ...operations.filter(sessionEnding)];
    for (const op of ordered) {
      const rule = ruleOf(op);
      if (!rule) continue;
      for (const variant of variantsOf(rule)) {
        for (const actor of ACTORS) cells.push(await runCell(op, rule, variant, actor));
      }
    }
    printTable(cells);
    const unexpected = cells.filter((c) => (!c.allowed && is2xx(c.status)) || c.leaks.length);
    for (const c of unexpected)
      console.log(
        `UNEXPECTED ${c.op.key} [${c.variant}] as ${c.actor}: ${c.status}${c.leaks.length ? ` leaks: ${c.leaks.join(", ")}` : ""} ${c.body}`,
      );
    const count = new Set(cells.map((c) => c.op.key)).size;
    console.log(`matrix: ${count} operations, ${cells.length} requests, ${unexpected.length} unexpected`);
    expect(
      unexpected.map((c) => `${c.op.key} [${c.variant}] as ${c.actor}: ${c.status} ${c.leaks.join(", ")}`),
    ).toEqual([]);
  });

  it("lets through what the policy allows (so the refusals above are not just invalid bodies)", () => {
    expect(cells.length).toBeGreaterThan(0);
    const refused = cells.filter((c) => c.allowed && !is2xx(c.status));
    const unexplained = refused.filter(
      (c) =>
        !REFUSALS_BY_DESIGN.some(
          (r) => r.key === c.op.key && r.variant === c.variant && r.actor === c.actor && r.status === c.status,
        ),
    );
    for (const c of unexplained) console.log(`REFUSED ${c.op.key} [${c.variant}] as ${c.actor}: ${c.status} ${c.body}`);
    expect(unexplained.map((c) => `${c.op.key} [${c.variant}] as ${c.actor}: ${c.status}`)).toEqual([]);
  });

  it("plants marks where an admin sees them (so their absence elsewhere means something)", () => {
    const seenBy = (key: string, actor: Actor) => cells.find((c) => c.op.key === key && c.actor === actor)?.seen ?? [];
    expect(seenBy("GET /lineups", "admin")).toEqual(
      expect.arrayContaining([MARK.rowForeignPort, MARK.rowForeignComm, MARK.portB]),
    );
    expect(seenBy("GET /portos", "admin")).toContain(MARK.portB);
    expect(seenBy("GET /users", "admin")).toContain(MARK.userEmail);
    expect(seenBy("POST /lineups/download/all", "admin")).toContain(MARK.portB);
  });

  it("flags a planted leak (the checker is not blind)", () => {
    const board = operations.find((op) => op.key === "GET /lineups");
    const rule = board && ruleOf(board);
    if (!rule) throw new Error("GET /lineups is not in the matrix");
    const json = {
      portos: [{ name: MARK.portB, terminais: [{ lineups: [{ agencia: { name: "x" }, password_hash: "h" }] }] }],
    };
    const leaks = findLeaks({
      actor: "client",
      verbKey: "GET /lineups",
      rule,
      text: JSON.stringify(json),
      json,
      secrets: ["$argon2"],
    });
    expect(leaks).toEqual(
      expect.arrayContaining([
        "client-hidden .portos[].terminais[].lineups[].agencia",
        "key .portos[0].terminais[0].lineups[0].password_hash",
      ]),
    );
    expect(
      findLeaks({
        actor: "operator",
        verbKey: "GET /lineups",
        rule,
        text: JSON.stringify(json),
        json: {},
        secrets: [],
      }),
    ).toContain(`foreign object (${MARK.portB})`);
  });
});
