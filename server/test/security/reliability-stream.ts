/**
 * A stream of table saves for the fault tests, and the check of what the
 * database holds afterwards. Each writer owns one regular row; every batch
 * inserts K notes carrying the batch's marker and sets the writer's row to a
 * quantity unique to the batch, in one `POST /lineups/list`. So the database
 * itself tells which batches committed: a batch is all K notes plus its
 * quantity, or nothing.
 */
import type postgres from "postgres";
import { call, saveList, sleep, type Board } from "./reliability-server";

export const NOTES_PER_BATCH = 5;

export interface Batch {
  marker: string;
  n: number;
  qty: string;
  /** acked: the server answered 200; refused: an HTTP error; cut: no answer (socket error or timeout). */
  outcome: "acked" | "refused" | "cut";
  status?: number;
  text?: string;
  error?: string;
  ms: number;
  startedAt: number;
  /** The row version the 200 reported. */
  version?: number;
  /** Times the batch was sent again with its `save_id` after a failure (onFailure "retry"). */
  retries: number;
}

export interface Writer {
  index: number;
  rowId: number;
  /** The comm type of the board: the notes each batch adds are written under it. */
  typeId: number;
  /** The row's version and quantity when the writer started (before any batch of this stream). */
  startVersion: number;
  startQty: string | null;
  version: number;
  batches: Batch[];
  /** Why the writer gave up: its row could not be read again after a failed save. */
  gaveUp?: string;
}

/** Creates one regular row per writer on `terminalId`, each with its own starting quantity. */
export async function makeWriters(baseUrl: string, board: Board, terminalId: number, count: number): Promise<Writer[]> {
  const saved = await saveList(baseUrl, board.token, {
    terminal_id: terminalId,
    list: Array.from({ length: count }, () => ({ ...board.rowBase, qty: 0.5 })),
  });
  if (saved.status !== 200) throw new Error(`creating the writers' rows: ${saved.status} ${saved.text}`);
  return saved.rows.map((r, index) => ({
    index,
    rowId: r.id,
    typeId: board.typeId,
    startVersion: r.version,
    startQty: r.qty,
    version: r.version,
    batches: [],
  }));
}

/** The quantity batch `n` of writer `w` writes: unique per (round, writer, batch). */
const batchQty = (round: number, w: number, n: number) => (round * 10_000_000 + w * 100_000 + n + 1).toFixed(3);

export interface StreamOptions {
  baseUrl: string;
  token: string;
  terminalId: number;
  round: number;
  prefix: string;
  stop: () => boolean;
  /**
   * After a failed save: re-read the row's version and go on (connections cut), stop (server
   * killed), or send the same batch again with its `save_id` until it is answered (a careful client).
   */
  onFailure: "resync" | "stop" | "retry";
}

/** Runs one writer until `stop()` (or, with onFailure "stop", until a save fails). */
export async function runWriter(w: Writer, o: StreamOptions): Promise<void> {
  for (let n = w.batches.length; !o.stop(); n += 1) {
    const marker = `${o.prefix}-r${o.round}-w${w.index}-b${n}`;
    const qty = batchQty(o.round, w.index, n);
    const list = [
      ...Array.from({ length: NOTES_PER_BATCH }, (_, j) => ({
        is_observacao: 1,
        observacao: `${marker}#${j}`,
        carga_tipo_id: w.typeId,
      })),
      { id: w.rowId, version: w.version, qty },
    ];
    const startedAt = Date.now();
    const batch: Batch = { marker, n, qty, outcome: "cut", ms: 0, startedAt, retries: 0 };
    w.batches.push(batch);
    // The marker is the batch's key: a retry of it is the same save.
    if (o.onFailure === "retry") {
      await sendUntilAnswered(w, o, batch, { terminal_id: o.terminalId, list, save_id: marker });
      if (batch.outcome !== "acked") return;
      continue;
    }
    try {
      const answer = await saveList(o.baseUrl, o.token, { terminal_id: o.terminalId, list, save_id: marker });
      batch.ms = answer.ms;
      batch.status = answer.status;
      if (answer.status === 200) {
        batch.outcome = "acked";
        batch.version = answer.rows.find((r) => r.id === w.rowId)?.version;
        w.version = batch.version ?? w.version;
        continue;
      }
      batch.outcome = "refused";
      batch.text = answer.text.slice(0, 300);
    } catch (error) {
      batch.ms = Date.now() - startedAt;
      batch.error =
        error instanceof Error
          ? `${error.message} ${String((error as { cause?: unknown }).cause ?? "")}`
          : String(error);
    }
    if (o.onFailure === "stop") return;
    const version = await currentVersion(o.baseUrl, o.token, w.rowId);
    if (typeof version === "string") {
      w.gaveUp = version;
      return;
    }
    w.version = version;
  }
}

/** Sends one batch, and again with the same body and `save_id` after each failure, for up to 15 s. */
async function sendUntilAnswered(
  w: Writer,
  o: StreamOptions,
  batch: Batch,
  body: Parameters<typeof saveList>[2],
): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answer = await saveList(o.baseUrl, o.token, body).catch((error: unknown) => String(error));
    if (typeof answer !== "string" && answer.status === 200) {
      batch.outcome = "acked";
      batch.status = 200;
      batch.version = answer.rows.find((r) => r.id === w.rowId)?.version;
      w.version = batch.version ?? w.version;
      return;
    }
    batch.status = typeof answer === "string" ? undefined : answer.status;
    batch.text = typeof answer === "string" ? answer : answer.text.slice(0, 300);
    if (Date.now() > deadline) return;
    batch.retries += 1;
    await sleep(100);
  }
}

/** The row's version as the server reads it now, retrying while the database is unreachable; after 15 s, why not. */
async function currentVersion(baseUrl: string, token: string, id: number): Promise<number | string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answer = await call(baseUrl, "GET", `/lineups/${id}`, token).catch((error: unknown) => String(error));
    if (typeof answer !== "string" && answer.status === 200) return (answer.body as { version: number }).version;
    if (Date.now() > deadline)
      return `GET /lineups/${id} did not recover within 15 s: ${typeof answer === "string" ? answer : `${answer.status} ${answer.text.slice(0, 200)}`}`;
    await sleep(100);
  }
}

export interface StreamCheck {
  batches: number;
  acked: number;
  /** Batches with some but not all of their notes, or whose notes and quantity disagree. */
  partial: string[];
  /** Batches answered 200 and missing from the database. */
  lost: string[];
  /** Batches that committed although their client never got the 200 (allowed: the answer was cut). */
  committedUnacked: number;
  /** Rows whose version is not their start version plus the number of committed batches. */
  versionErrors: string[];
}

/** Compares what the writers were told with what PostgreSQL holds, read directly (not through the server). */
export async function checkStream(sql: postgres.Sql, writers: Writer[], prefix: string): Promise<StreamCheck> {
  const counts = new Map<string, number>();
  for (const r of await sql<{ marker: string; n: number }[]>`
    select split_part(observacao, '#', 1) as marker, count(*)::int as n from lineups where observacao like ${`${prefix}-%`} group by 1`) {
    counts.set(r.marker, r.n);
  }
  const rows = new Map<number, { version: number; qty: string | null }>();
  for (const r of await sql<
    { id: number; version: number; qty: string | null }[]
  >`select id, version, qty::text as qty from lineups where id in ${sql(writers.map((w) => w.rowId))}`) {
    rows.set(r.id, { version: r.version, qty: r.qty });
  }
  const result: StreamCheck = { batches: 0, acked: 0, partial: [], lost: [], committedUnacked: 0, versionErrors: [] };
  const known = new Set(writers.flatMap((w) => w.batches.map((b) => b.marker)));
  for (const marker of counts.keys())
    if (!known.has(marker)) result.partial.push(`${marker}: in the database but never sent`);
  for (const w of writers) {
    const committed = w.batches.filter((b) => (counts.get(b.marker) ?? 0) === NOTES_PER_BATCH);
    for (const b of w.batches) {
      result.batches += 1;
      const n = counts.get(b.marker) ?? 0;
      if (b.outcome === "acked") result.acked += 1;
      if (n !== 0 && n !== NOTES_PER_BATCH) result.partial.push(`${b.marker}: ${n} of ${NOTES_PER_BATCH} notes`);
      if (b.outcome === "acked" && n === 0) result.lost.push(`${b.marker} (acknowledged ${b.status})`);
      if (b.outcome !== "acked" && n === NOTES_PER_BATCH) result.committedUnacked += 1;
    }
    const row = rows.get(w.rowId);
    const last = committed.at(-1);
    const expectedQty = last ? last.qty : w.startQty;
    if (!row) result.lost.push(`writer ${w.index}: row ${w.rowId} is gone`);
    else {
      // The quantity and the notes were written in one transaction: they name the same last batch.
      if (row.qty !== expectedQty)
        result.partial.push(
          `writer ${w.index}: row ${w.rowId} holds qty ${row.qty}, its last committed batch wrote ${expectedQty}`,
        );
      if (row.version !== w.startVersion + committed.length)
        result.versionErrors.push(
          `writer ${w.index}: row ${w.rowId} at version ${row.version}, expected ${w.startVersion} + ${committed.length} committed batches`,
        );
      // Each committed batch raised the version by one, in the order the writer sent them.
      committed.forEach((b, i) => {
        if (b.version !== undefined && b.version !== w.startVersion + i + 1)
          result.versionErrors.push(`${b.marker}: answered version ${b.version}, expected ${w.startVersion + i + 1}`);
      });
    }
  }
  return result;
}
