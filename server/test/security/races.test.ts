import { randomBytes } from "node:crypto";
import { eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { lineupCargasAfretadores, lineups } from "../../src/db/schema";
import { makeLineupRow, makeParties, makePort, callFields, type Place, type Parties } from "../factories";
import { bearer, createUser, startApp, type TestApp } from "../helpers";
import { PG_URL, QUICK } from "./reliability-server";

/**
 * Races (issue 10, "Races"): saves truly in flight together (Promise.all on an
 * in-process app, real PostgreSQL row locks), checked against the merge rules
 * of DESIGN.md "REST conventions": different fields of one row merge, the same
 * field has exactly one winner and 409 for the others, a deletion and an edit
 * that both carry the loaded version never both succeed, creations never
 * collide. A lost update is an acknowledged (200) change that the database
 * does not hold afterwards.
 */
const ROUNDS = QUICK ? 50 : 200;
process.env.DATABASE_URL = PG_URL;

type Row = typeof lineups.$inferSelect;

let t: TestApp;
let tokens: string[];
let place: Place;
let parties: Parties;

interface Tally {
  requests: number;
  ok: number;
  conflicts: number;
  other: string[];
  lost: string[];
  /** Outcomes the merge rules forbid, other than lost updates (a refused merge, two winners...). */
  wrong: string[];
}
const tallies = new Map<string, Tally>();
const tally = (name: string): Tally => {
  const found = tallies.get(name);
  if (found) return found;
  const fresh: Tally = { requests: 0, ok: 0, conflicts: 0, other: [], lost: [], wrong: [] };
  tallies.set(name, fresh);
  return fresh;
};

beforeAll(async () => {
  t = await startApp({ accessTokenTtlSeconds: 3600 });
  // Several people: the same row edited from different accounts.
  tokens = [];
  for (let i = 0; i < 4; i += 1) tokens.push((await createUser(t.app, ROLE.admin)).token);
  place = await makePort(t.app);
  parties = await makeParties(t.app);
});
afterAll(async () => {
  const lines = [...tallies.entries()].map(
    ([name, s]) =>
      `${name.padEnd(34)} ${String(s.requests).padStart(6)} requests  ${String(s.ok).padStart(5)} × 200  ${String(s.conflicts).padStart(5)} × 409  ${s.other.length} other  ${s.lost.length} lost updates  ${s.wrong.length} rule violations`,
  );
  const lost = [...tallies.values()].reduce((n, s) => n + s.lost.length, 0);
  console.log(`races on PostgreSQL, ${ROUNDS} rounds per scenario:\n${lines.join("\n")}\ntotal lost updates: ${lost}`);
  await t?.close();
});

const save = async (token: string, body: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/lineups/list",
    headers: bearer(token),
    payload: body,
  });
  return { status: res.statusCode, body: res.body };
};

/** A fresh regular row with every field at a known starting value. */
const freshRow = () =>
  makeLineupRow(t.app, place, {
    ...callFields(place, parties),
    agencia_id: parties.agency.id,
    status: "Expected",
    qty_import: "10",
    eta: "2026-01-01",
    etb: "2026-01-02",
    etc: "2026-01-03",
    call_number: 1,
    observacao: "start",
  });

/** Fields one save can change, each with the i-th value that differs from the starting row. */
const FIELD_VALUES: Record<string, (i: number) => unknown> = {
  qty: (i) => 2000 + i,
  qty_import: (i) => 20 + i,
  eta: (i) => `2026-02-${String(1 + i).padStart(2, "0")}`,
  etb: (i) => `2026-03-${String(1 + i).padStart(2, "0")}`,
  etc: (i) => `2026-04-${String(1 + i).padStart(2, "0")}`,
  observacao: (i) => `edit ${i}`,
  call_number: (i) => 2 + i,
  status: (i) => ["Waiting", "Loading", "Discharging"][i % 3],
  navio_id: () => parties.vesselTbi.id,
  agencia_id: () => parties.house.id,
  cargas_afretadores: (i) => [{ carga_id: place.comm.id, qty: 100 + i, afretador_id: parties.charterer2.id }],
};
/** Fields with unbounded distinct values (for the same-field race). */
const OPEN_FIELDS = ["qty", "qty_import", "eta", "etb", "etc", "observacao", "call_number"];

const pick = <T>(items: readonly T[], n: number): T[] => [...items].sort(() => Math.random() - 0.5).slice(0, n);
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/** Whether the stored row (and its split lines) holds `value` for `field`. */
async function holds(row: Row, field: string, value: unknown): Promise<boolean> {
  if (field === "cargas_afretadores") {
    const lines = await t.app.db
      .select()
      .from(lineupCargasAfretadores)
      .where(eq(lineupCargasAfretadores.lineup_id, row.id));
    const wanted = value as { qty: number; afretador_id: number }[];
    return (
      lines.length === wanted.length &&
      lines.every((l, i) => Number(l.qty) === wanted[i]?.qty && l.afretador_id === wanted[i]?.afretador_id)
    );
  }
  const stored = row[field as keyof Row];
  return typeof value === "number" ? Number(stored) === value : stored === value;
}

/** At most three examples and the count, so a systematic failure stays readable. */
const few = (items: string[]) => (items.length ? [`${items.length} cases`, ...items.slice(0, 3)] : []);

/** A scenario's verdict: no lost update, no other broken merge rule, no unexpected answer (each shown by a few cases). */
const expectNoViolations = (s: Tally) => {
  expect(few(s.lost), "lost").toEqual([]);
  expect(few(s.wrong), "wrong").toEqual([]);
  expect(few(s.other), "other").toEqual([]);
};

const load = async (id: number) => (await t.app.db.select().from(lineups).where(eq(lineups.id, id)))[0];
const record = (s: Tally, status: number, body: string) => {
  s.requests += 1;
  if (status === 200) s.ok += 1;
  else if (status === 409) s.conflicts += 1;
  else s.other.push(`${status} ${body.slice(0, 200)}`);
};

describe(`races on PostgreSQL at ${new URL(PG_URL).host}: truly parallel saves, ${ROUNDS} rounds each`, () => {
  it("different fields of one row saved together from the same version all merge", async () => {
    const s = tally("different fields, same version");
    for (let round = 0; round < ROUNDS; round += 1) {
      const row = await freshRow();
      const fields = pick(Object.keys(FIELD_VALUES), between(2, 6));
      const edits = fields.map((f, i) => ({ field: f, value: FIELD_VALUES[f]?.(i) }));
      const answers = await Promise.all(
        edits.map((e, i) =>
          save(tokens[i % tokens.length] ?? "", {
            terminal_id: place.terminal.id,
            list: [{ id: row.id, version: row.version, [e.field]: e.value }],
          }),
        ),
      );
      answers.forEach((a, i) => {
        record(s, a.status, a.body);
        if (a.status !== 200)
          s.wrong.push(`round ${round}: ${edits[i]?.field} refused with ${a.status} although no one else changed it`);
      });
      const after = await load(row.id);
      if (!after) throw new Error("row vanished");
      for (const [i, e] of edits.entries())
        if (answers[i]?.status === 200 && !(await holds(after, e.field, e.value)))
          s.lost.push(
            `round ${round}: ${e.field}=${JSON.stringify(e.value)} acknowledged, stored ${JSON.stringify(after[e.field as keyof Row])}`,
          );
      const acked = answers.filter((a) => a.status === 200).length;
      if (after.version !== row.version + acked)
        s.wrong.push(`round ${round}: version ${after.version} after ${acked} merged saves from ${row.version}`);
    }
    expectNoViolations(s);
  });

  it("the same field saved together from the same version: exactly one wins, the others get 409, the stored value is the winner's", async () => {
    const s = tally("same field, same version");
    for (let round = 0; round < ROUNDS; round += 1) {
      const row = await freshRow();
      const [field = "qty"] = pick(OPEN_FIELDS, 1);
      const n = between(2, 6);
      const values = Array.from({ length: n }, (_, i) => FIELD_VALUES[field]?.(i));
      const answers = await Promise.all(
        values.map((v, i) =>
          save(tokens[i % tokens.length] ?? "", {
            terminal_id: place.terminal.id,
            list: [{ id: row.id, version: row.version, [field]: v }],
          }),
        ),
      );
      answers.forEach((a) => record(s, a.status, a.body));
      const winners = answers.flatMap((a, i) => (a.status === 200 ? [i] : []));
      const after = await load(row.id);
      if (!after) throw new Error("row vanished");
      if (winners.length !== 1) s.wrong.push(`round ${round}: ${winners.length} winners on ${field} among ${n}`);
      for (const w of winners)
        if (!(await holds(after, field, values[w])))
          s.lost.push(
            `round ${round}: ${field}=${JSON.stringify(values[w])} acknowledged, stored ${JSON.stringify(after[field as keyof Row])}`,
          );
      if (after.version !== row.version + 1)
        s.wrong.push(`round ${round}: version ${after.version}, expected ${row.version + 1}`);
      for (const a of answers)
        if (a.status === 409 && !a.body.includes(field))
          s.wrong.push(`round ${round}: 409 without naming ${field}: ${a.body.slice(0, 200)}`);
    }
    expectNoViolations(s);
  });

  it("a deletion and edits of one row in flight together, all carrying the loaded version: never a silently lost acknowledged edit", async () => {
    const s = tally("deletion vs edits");
    let deletionsWon = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const row = await freshRow();
      const fields = pick(Object.keys(FIELD_VALUES), between(1, 3));
      const edits = fields.map((f, i) => ({ field: f, value: FIELD_VALUES[f]?.(i) }));
      const requests = [
        save(tokens[0] ?? "", {
          terminal_id: place.terminal.id,
          list: [],
          deleted_lines: [{ id: row.id, version: row.version }],
        }),
        ...edits.map((e, i) =>
          save(tokens[(i + 1) % tokens.length] ?? "", {
            terminal_id: place.terminal.id,
            list: [{ id: row.id, version: row.version, [e.field]: e.value }],
          }),
        ),
      ];
      const [deletion, ...answers] = await Promise.all(requests);
      if (!deletion) throw new Error("no deletion answer");
      s.requests += 1;
      if (deletion.status === 200) s.ok += 1;
      else if (deletion.status === 409) s.conflicts += 1;
      else s.other.push(`deletion: ${deletion.status} ${deletion.body.slice(0, 200)}`);
      // An edit that loses to the deletion finds no row: 409, or 404/422 naming the line, never 200.
      for (const a of answers) {
        s.requests += 1;
        if (a.status === 200) s.ok += 1;
        else if (a.status === 409 || a.status === 404 || (a.status === 422 && a.body.includes("list.0.id")))
          s.conflicts += 1;
        else s.other.push(`edit: ${a.status} ${a.body.slice(0, 200)}`);
      }
      const after = await load(row.id);
      const ackedEdits = edits.filter((_, i) => answers[i]?.status === 200);
      if (deletion.status === 200) {
        deletionsWon += 1;
        if (after) s.wrong.push(`round ${round}: the deletion was acknowledged and the row is still there`);
        for (const e of ackedEdits)
          s.lost.push(
            `round ${round}: ${e.field} acknowledged, then the row was deleted by a deletion based on the older version`,
          );
      } else {
        if (!after) s.lost.push(`round ${round}: the deletion was refused (${deletion.status}) and the row is gone`);
        else
          for (const e of ackedEdits)
            if (!(await holds(after, e.field, e.value)))
              s.lost.push(`round ${round}: ${e.field} acknowledged and not stored`);
        if (!ackedEdits.length)
          s.wrong.push(
            `round ${round}: nobody won (deletion ${deletion.status}, edits ${answers.map((a) => a.status).join(",")})`,
          );
      }
    }
    console.log(
      `deletion vs edits: the deletion won ${deletionsWon} of ${ROUNDS} rounds, the edits ${ROUNDS - deletionsWon}`,
    );
    expectNoViolations(s);
  });

  it("the form PUT and a table save changing the same field from the same version: exactly one wins", async () => {
    const s = tally("form PUT vs table save");
    for (let round = 0; round < ROUNDS; round += 1) {
      const row = await freshRow();
      const form = {
        porto_id: row.porto_id,
        terminal_id: row.terminal_id,
        status: row.status,
        carga_id: row.carga_id,
        afretador_id: row.afretador_id,
        recebedor_id: row.recebedor_id,
        destination_porto: row.destination_porto,
        version: row.version,
        qty: 7000,
      };
      const [put, list] = await Promise.all([
        t.app
          .inject({ method: "PUT", url: `/api/v1/lineups/${row.id}`, headers: bearer(tokens[0] ?? ""), payload: form })
          .then((r) => ({ status: r.statusCode, body: r.body })),
        save(tokens[1] ?? "", {
          terminal_id: place.terminal.id,
          list: [{ id: row.id, version: row.version, qty: 8000 }],
        }),
      ]);
      if (!put || !list) throw new Error("missing answer");
      record(s, put.status, put.body);
      record(s, list.status, list.body);
      const after = await load(row.id);
      if (!after) throw new Error("row vanished");
      const winners = [put, list].filter((a) => a.status === 200).length;
      if (winners !== 1) s.wrong.push(`round ${round}: ${winners} winners (PUT ${put.status}, list ${list.status})`);
      if (put.status === 200 && Number(after.qty) !== 7000)
        s.lost.push(`round ${round}: the PUT's qty acknowledged, stored ${after.qty}`);
      if (list.status === 200 && Number(after.qty) !== 8000)
        s.lost.push(`round ${round}: the table save's qty acknowledged, stored ${after.qty}`);
    }
    expectNoViolations(s);
  });

  it("concurrent creations on one terminal: every acknowledged row exists once, none is lost or doubled", async () => {
    const s = tally("concurrent creations");
    const tag = randomBytes(4).toString("hex");
    const rounds = Math.max(1, Math.floor(ROUNDS / 5));
    for (let round = 0; round < rounds; round += 1) {
      const clients = between(3, 8);
      const perClient = between(1, 5);
      const answers = await Promise.all(
        Array.from({ length: clients }, (_, c) =>
          save(tokens[c % tokens.length] ?? "", {
            terminal_id: place.terminal.id,
            list: Array.from({ length: perClient }, (_, j) => ({
              is_observacao: 1,
              observacao: `${tag}-${round}-${c}-${j}`,
              carga_tipo_id: place.type.id,
            })),
          }),
        ),
      );
      answers.forEach((a) => record(s, a.status, a.body));
      const returned = answers.flatMap((a) =>
        a.status === 200 ? (JSON.parse(a.body) as { lineups: { id: number; observacao: string }[] }).lineups : [],
      );
      const stored = await t.app.db
        .select({ id: lineups.id, observacao: lineups.observacao })
        .from(lineups)
        .where(like(lineups.observacao, `${tag}-${round}-%`));
      const expected = clients * perClient;
      if (returned.length !== expected) s.wrong.push(`round ${round}: ${returned.length} rows answered of ${expected}`);
      if (stored.length !== expected) s.lost.push(`round ${round}: ${stored.length} rows stored of ${expected}`);
      if (new Set(stored.map((r) => r.observacao)).size !== stored.length)
        s.wrong.push(`round ${round}: a row was stored twice`);
      const storedIds = new Set(stored.map((r) => r.id));
      for (const r of returned)
        if (!storedIds.has(r.id)) s.lost.push(`round ${round}: row ${r.id} (${r.observacao}) answered and not stored`);
    }
    const all = await t.app.db
      .select({ id: lineups.id })
      .from(lineups)
      .where(like(lineups.observacao, `${tag}-%`));
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    expectNoViolations(s);
  });

  it("after the whole run no row has a field version ahead of its row version", async () => {
    // Every row the scenarios created still has a consistent version map: no field newer than the row.
    const rows = await t.app.db
      .select()
      .from(lineups)
      .where(inArray(lineups.terminal_id, [place.terminal.id]));
    const broken = rows.filter((r) => Object.values(r.field_versions).some((v) => v > r.version));
    expect(broken.map((r) => `${r.id}: version ${r.version}, fields ${JSON.stringify(r.field_versions)}`)).toEqual([]);
    expect(rows.length).toBeGreaterThan(ROUNDS);
  });
});
