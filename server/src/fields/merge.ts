/**
 * Merging one party into another (issue 23, "one name per party"): B's line-up rows, split lines and history
 * name A from then on, B's name becomes an alias of A (a sheet that still says B imports as A), and B is
 * removed. Statistics, filters and *As of* follow, because they read the rows and the history.
 */
import { eq, sql, type SQL } from "drizzle-orm";
import { recordActivity } from "../activity/record";
import { rowsOf, type Db } from "../db/client";
import type { Transact } from "../db/outbox";
import { lineupCargasAfretadores, lineups, navios, partyAliases } from "../db/schema";
import { notFound, ValidationError } from "../http/errors";
import type { LineupChange } from "../lineups/events";
import { DELETED, BASELINE } from "../lineups/history";
import type { FieldResource } from "./resources";

/** What a merge changed: the terminals' changes, and how many rows and split lines now name A. */
export interface MergeResult {
  changes: LineupChange[];
  rows: number;
  split_lines: number;
}

type Party = Record<string, unknown> & { id: number; name: string };

/** A JSON array of split lines with `key` set to `into` where it was `from`, in order. */
const relinked = (list: SQL, key: string, from: number, into: number) => sql`(
  select coalesce(jsonb_agg(case when e -> ${key} = to_jsonb(${from}::int) then jsonb_set(e, ${`{${key}}`}::text[],
    to_jsonb(${into}::int)) else e end order by n), '[]'::jsonb)
  from jsonb_array_elements(${list}) with ordinality as a(e, n))`;

/** Rewrites the history of a row column (`field`): its own events, and the snapshots of deleted and baselined rows. */
async function relinkColumnHistory(tx: Db, field: string, from: number, into: number) {
  const was = sql`to_jsonb(${from}::int)`;
  const now = sql`to_jsonb(${into}::int)`;
  await tx.execute(sql`update lineup_events
    set before = case when before = ${was} then ${now} else before end, after = case when after = ${was} then ${now}
      else after end
    where field = ${field} and (before = ${was} or after = ${was})`);
  await tx.execute(sql`update lineup_events set before = jsonb_set(before, ${`{${field}}`}::text[], ${now})
    where field = ${DELETED} and before -> ${field} = ${was}`);
  await tx.execute(sql`update lineup_events set after = jsonb_set(after, ${`{${field}}`}::text[], ${now})
    where field = ${BASELINE} and after -> ${field} = ${was}`);
}

/** The same for a key of the split lines (`cargas_afretadores`): their events, and the snapshots' lists. */
async function relinkSplitHistory(tx: Db, key: string, from: number, into: number) {
  const holds = (list: SQL) =>
    sql`jsonb_typeof(${list}) = 'array' and ${list} @> ${JSON.stringify([{ [key]: from }])}::jsonb`;
  await tx.execute(sql`update lineup_events
    set before = case when ${holds(sql`before`)} then ${relinked(sql`before`, key, from, into)} else before end,
      after = case when ${holds(sql`after`)} then ${relinked(sql`after`, key, from, into)} else after end
    where field = 'cargas_afretadores' and (${holds(sql`before`)} or ${holds(sql`after`)})`);
  for (const [field, column] of [
    [DELETED, "before"],
    [BASELINE, "after"],
  ] as const) {
    const list = sql`${sql.identifier(column)} -> 'cargas_afretadores'`;
    await tx.execute(sql`update lineup_events
      set ${sql.identifier(column)} = jsonb_set(${sql.identifier(column)}, '{cargas_afretadores}',
        ${relinked(list, key, from, into)})
      where field = ${field} and ${holds(list)}`);
  }
}

/**
 * Merges party `fromId` into `intoId` of list `r`, in one transaction: every row and split line that names B names A
 * with a new version (an editor holding the old one gets the usual conflict on that field), the history names A,
 * B's name (and its own aliases) become A's aliases, and B is removed; recorded in the activity log, and the rows'
 * changes told once it commits.
 */
export const mergeParty = (
  transact: Transact,
  r: FieldResource,
  ids: { from: number; into: number },
  user: { id: number; name: string },
): Promise<MergeResult> =>
  transact(async (tx, outbox) => {
    const merged = await mergeWithin(tx, r, ids, user);
    outbox.lineupsChanged(merged.changes);
    return merged;
  });

async function mergeWithin(
  tx: Db,
  r: FieldResource,
  ids: { from: number; into: number },
  user: { id: number; name: string },
): Promise<MergeResult> {
  if (ids.from === ids.into) throw ValidationError.field("into", "A party cannot be merged into itself.");
  // Both locked for the merge, in id order (two merges of one pair at once take turns).
  const found = rowsOf<Party>(
    await tx.execute(sql`select * from ${r.table} where id in (${ids.from}, ${ids.into}) order by id for update`),
  );
  const from = found.find((p) => Number(p.id) === ids.from);
  const into = found.find((p) => Number(p.id) === ids.into);
  if (!from) throw notFound(`${r.noun} not found.`);
  if (!into) throw ValidationError.field("into", `The ${r.noun.toLowerCase()} to merge into does not exist.`);

  const touched = new Map<number, { terminal: number; fields: Set<string> }>();
  const touch = (rows: { id: number; terminal_id: number }[], field: string) => {
    for (const row of rows) {
      const entry = touched.get(row.id) ?? { terminal: row.terminal_id, fields: new Set<string>() };
      entry.fields.add(field);
      touched.set(row.id, entry);
    }
  };
  let rowCount = 0;
  let lineCount = 0;
  for (const ref of r.references) {
    const key = ref.column.name;
    if (ref.table === lineups) {
      const moved = await tx.execute(sql`update lineups
        set ${sql.identifier(key)} = ${ids.into}, version = version + 1,
          field_versions = field_versions || jsonb_build_object(${key}::text, version + 1), updated_at = now()
        where ${sql.identifier(key)} = ${ids.from} returning id, terminal_id`);
      const rows = rowsOfResult(moved);
      rowCount += rows.length;
      touch(rows, key);
      await relinkColumnHistory(tx, key, ids.from, ids.into);
    } else if (ref.table === lineupCargasAfretadores) {
      const lines = rowsOfResult(
        await tx.execute(sql`update lineup_cargas_afretadores set ${sql.identifier(key)} = ${ids.into}
          where ${sql.identifier(key)} = ${ids.from} returning lineup_id as id, 0 as terminal_id`),
      );
      lineCount += lines.length;
      const parents = [...new Set(lines.map((l) => l.id))];
      if (parents.length) {
        const bumped = await tx.execute(sql`update lineups
          set version = version + 1, field_versions = field_versions || jsonb_build_object('cargas_afretadores',
            version + 1), updated_at = now()
          where id = any(${`{${parents.join(",")}}`}::int[]) returning id, terminal_id`);
        touch(rowsOfResult(bumped), "cargas_afretadores");
      }
      await relinkSplitHistory(tx, key, ids.from, ids.into);
    }
  }

  // A vessel that was an agency client stays one under the name kept (its calls were agency-client calls).
  if (from.is_agency_client === true && into.is_agency_client !== true)
    await tx.update(navios).set({ is_agency_client: true }).where(eq(navios.id, ids.into));
  await tx
    .update(partyAliases)
    .set({ target_id: ids.into })
    .where(sql`${partyAliases.list} = ${r.path} and ${partyAliases.target_id} = ${ids.from}`);
  await tx.insert(partyAliases).values({ list: r.path, name: from.name, target_id: ids.into });
  await tx.delete(r.table).where(eq(r.table.id, ids.from));
  await recordActivity(tx, {
    userId: user.id,
    action: "excluiu",
    subjectType: r.path,
    subjectId: ids.from,
    description:
      `${user.name} merged ${r.noun.toLowerCase()} ${from.name} into ${into.name}: ${rowCount} line-up rows ` +
      `and ${lineCount} split lines now name ${into.name}`,
    before: from,
    after: { merged_into: ids.into, name: into.name },
  });

  const byTerminal = new Map<number, LineupChange>();
  for (const [id, { terminal, fields }] of touched) {
    const change = byTerminal.get(terminal) ?? {
      terminal_id: terminal,
      row_ids: [],
      deleted_ids: [],
      fields: {},
      user_id: user.id,
    };
    change.row_ids.push(id);
    change.fields[id] = [...fields];
    byTerminal.set(terminal, change);
  }
  return { changes: [...byTerminal.values()], rows: rowCount, split_lines: lineCount };
}

/** `returning id, terminal_id` rows of a raw statement, as numbers. */
const rowsOfResult = (result: unknown) =>
  rowsOf<{ id: unknown; terminal_id: unknown }>(result).map((r) => ({
    id: Number(r.id),
    terminal_id: Number(r.terminal_id),
  }));
