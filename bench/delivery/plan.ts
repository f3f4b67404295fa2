/** What the delivery run (bench/delivery/run.ts) saves, in which order, and how its end state is judged. */
import type { Call, Lineup } from "./fixture";
import type { Hit } from "./parts";

export interface PlannedSave {
  call: Call;
  terminal: number;
  field: "status" | "qty";
  /** Whether the client's watch tells it: a status change at the watched terminal in a comm the client follows. */
  matches: boolean;
}

/** A seeded shuffle (mulberry32): every run makes the same saves in the same order. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const [a, b] = [out[i], out[j]];
    if (a === undefined || b === undefined) continue;
    out[i] = b;
    out[j] = a;
  }
  return out;
}

/**
 * 200 saves in two halves of 100, the client losing comm K between them. Each half: a status change on each
 * of the 20 K calls at the watched terminal (told in the first half only), on 10 L calls there (told), 30
 * quantity changes there (not watched), 20 status changes at the other terminal and 20 on M calls (not followed).
 * 20 + 20 are told. Five more saves, on L calls of their own, are rolled back.
 */
export function planSaves(l: Lineup) {
  const { watchedK, watchedL, watchedM, otherL } = l.calls;
  const status = (call: Call, terminal: number, matches: boolean): PlannedSave => ({
    call,
    terminal,
    field: "status",
    matches,
  });
  const quantities = [...watchedK.slice(0, 10), ...watchedL.slice(25, 30)];
  const half = (first: boolean): PlannedSave[] => [
    ...watchedK.map((c) => status(c, l.watched, first)),
    ...watchedL.slice(first ? 0 : 10, first ? 10 : 20).map((c) => status(c, l.watched, true)),
    ...Array.from({ length: 30 }, (_, i): PlannedSave => {
      const call = quantities[i % quantities.length];
      if (!call) throw new Error("no call for a quantity change");
      return { call, terminal: l.watched, field: "qty", matches: false };
    }),
    ...otherL.map((c) => status(c, l.other, false)),
    ...watchedM.flatMap((c) => [status(c, l.watched, false), status(c, l.watched, false)]),
  ];
  const saves = [...shuffled(half(true), 1), ...shuffled(half(false), 2)];
  // Each wraps the save at its index and the next, committed while it is open.
  const rollbacks = new Map<number, Call>();
  [19, 59, 89, 139, 179].forEach((at, i) => {
    const call = watchedL[20 + i];
    if (call) rollbacks.set(at, call);
  });
  return { saves, rollbacks };
}

const field = (value: unknown, key: string): unknown =>
  value !== null && typeof value === "object" ? Reflect.get(value, key) : undefined;

const counts = <T>(items: readonly T[]) => {
  const n = new Map<T, number>();
  for (const item of items) n.set(item, (n.get(item) ?? 0) + 1);
  return n;
};

/** The run's end state against the issue's: each line a check, `ok` when all hold. */
export function verdict(run: {
  expected: { event: number; call: Call }[];
  centre: unknown[];
  mails: string[];
  hits: Hit[];
  rollbacks: Call[];
}) {
  const lines: string[] = [];
  let ok = true;
  const check = (holds: boolean, text: string) => {
    ok &&= holds;
    lines.push(`${holds ? "ok  " : "FAIL"} ${text}`);
  };
  const want = new Set(run.expected.map((e) => e.event));
  const sameSet = (got: Iterable<unknown>) => {
    const set = new Set(got);
    return set.size === want.size && [...want].every((id) => set.has(id));
  };
  check(run.expected.length === 40 && want.size === 40, `${want.size} distinct matching events committed (40)`);

  const told = run.centre.map((n) => field(n, "event_id"));
  check(
    told.length === 40 && sameSet(told),
    `notification centre: ${told.length} entries, ${new Set(told).size} distinct events, exactly the 40`,
  );
  const rolledBack = new Set(run.rollbacks.map((c) => c.id));
  check(
    run.centre.every((n) => !rolledBack.has(Number(field(n, "lineup_id")))),
    "notification centre: nothing from the 5 rolled-back saves",
  );

  const digestLines = run.mails.flatMap((text) =>
    text.split("\n").flatMap((line) => /^\s+- (.+?): /.exec(line)?.[1] ?? []),
  );
  const perVessel = counts(digestLines);
  check(
    digestLines.length === 40 && run.expected.every((e) => perVessel.get(e.call.vessel) === 1),
    `hourly digests: ${run.mails.length} e-mails, ${digestLines.length} lines, each matching call once`,
  );

  const ids = run.hits.map((h) => h.eventId);
  const delivered = new Set(run.hits.filter((h) => h.answer === 200).map((h) => h.eventId));
  check(
    sameSet([...new Set(ids)].map(Number)) && [...want].every((id) => delivered.has(String(id))),
    `receiver: ${run.hits.length} requests, ${new Set(ids).size} distinct event_ids, exactly the 40, each answered 200`,
  );
  check(
    run.hits.every((h) => h.eventId === String(h.bodyEventId)),
    "receiver: each request's X-Lineup-Event-Id is its body's event_id",
  );
  check(
    run.hits.every((h) => h.signatureValid),
    "receiver: every signature valid",
  );
  const answered = counts(run.hits.map((h) => h.answer));
  const repeats = run.hits.filter((h) => h.answer === 200).length - delivered.size;
  lines.push(
    `     receiver answers: ${answered.get(500) ?? 0}× 500, ${answered.get("hung") ?? 0}× none (timed out), ` +
      `${answered.get(200) ?? 0}× 200 (${repeats} repeat${repeats === 1 ? "" : "s"} of an id already taken)`,
  );
  return { ok, lines };
}
