import { sql, type SQL } from "drizzle-orm";
import { nameKey, type ConsistencyCheck } from "@lineup/shared";
import { idAndName, rowsOf, type Db } from "../db/client";
import { afretadores, agencias, navios, recebedores } from "../db/schema";

/** Items listed per check: the count says how many there are in all. */
export const ITEMS_PER_CHECK = 100;

interface RowCheck {
  id: string;
  title: string;
  fix: string;
  /** The rows in contradiction, as columns of `lineups l` joined as needed, newest first. */
  query: SQL;
}

/**
 * Line-ups that contradict a rule the saves now keep (issue 23): rows stored before the rule,
 * or written by hand or by another system. Notes carry no comm, so they are never listed.
 */
const ROW_CHECKS: RowCheck[] = [
  {
    id: "comm_not_handled",
    title: "Line-ups whose comm the terminal does not handle",
    fix: "Change the line's comm, or add the comm to the terminal's comms (Ports).",
    query: sql`select l.id as lineup_id, t.name as terminal, c.name as comm from lineups l join terminais t
      on t.id = l.terminal_id join cargas c on c.id = l.carga_id
      where l.is_observacao = 0 and exists (select 1 from terminal_cargas x where x.terminal_id = l.terminal_id)
        and not exists (select 1 from terminal_cargas x where x.terminal_id = l.terminal_id
          and x.carga_id = l.carga_id)`,
  },
  {
    id: "comm_type_mismatch",
    title: "Line-ups whose comm type is not their comm's",
    fix: "Save the line again with its comm: its comm type follows.",
    query: sql`select l.id as lineup_id, t.name as terminal, c.name as comm from lineups l join terminais t
      on t.id = l.terminal_id join cargas c on c.id = l.carga_id
      where l.is_observacao = 0 and l.carga_tipo_id is distinct from c.tipo_id`,
  },
  {
    id: "port_mismatch",
    title: "Line-ups filed under another port than their terminal's",
    fix: "Move the line to its terminal again with Edit in modal.",
    query: sql`select l.id as lineup_id, t.name as terminal, null as comm from lineups l join terminais t
      on t.id = l.terminal_id where l.porto_id <> t.porto_id`,
  },
  {
    id: "berth_elsewhere",
    title: "Line-ups at a berth of another terminal",
    fix: "Choose one of the terminal's berths for the line.",
    query: sql`select l.id as lineup_id, t.name as terminal, b.name as berth from lineups l join terminais t
      on t.id = l.terminal_id join bercos b on b.id = l.berco_id where b.terminal_id <> l.terminal_id`,
  },
];

const PARTIES = [
  { list: "navios", label: "vessel", table: navios },
  { list: "afretadores", label: "charterer", table: afretadores },
  { list: "recebedores", label: "receiver", table: recebedores },
  { list: "agencias", label: "agency", table: agencias },
] as const;

/**
 * Parties of one list whose names differ only in case, accents, punctuation or company form: one party under several
 * names.
 */
async function similarNames(db: Db): Promise<ConsistencyCheck> {
  const groups: Record<string, unknown>[] = [];
  for (const { list, label, table } of PARTIES) {
    const byKey = new Map<string, { id: number; name: string }[]>();
    for (const party of await db.select(idAndName(table)).from(table)) {
      const key = nameKey(party.name);
      if (key) byKey.set(key, [...(byKey.get(key) ?? []), party]);
    }
    for (const same of byKey.values())
      if (same.length > 1)
        groups.push({ list, kind: label, names: same.map((p) => p.name), ids: same.map((p) => p.id) });
  }
  return {
    id: "similar_names",
    title: "Parties entered under several names",
    fix:
      "Keep one name: merge the others into it (Merge into… on their list); until then statistics, filters and " +
      "imports count each name apart.",
    count: groups.length,
    items: groups.slice(0, ITEMS_PER_CHECK),
  };
}

/** Vessels sharing one IMO number (spaces and an "IMO" prefix aside). */
async function duplicateImos(db: Db): Promise<ConsistencyCheck> {
  const result = await db.execute(sql`
    select upper(regexp_replace(regexp_replace(imo, '^\\s*imo', '', 'i'), '\\s', '', 'g')) as imo, array_agg(id
      order by id) as ids, array_agg(name order by id) as names
    from navios where coalesce(trim(imo), '') <> '' group by 1 having count(*) > 1 order by 1`);
  const items = rowsOf<{ imo: string; ids: number[]; names: string[] }>(result);
  return {
    id: "duplicate_imo",
    title: "Vessels sharing an IMO number",
    fix: "One ship is one vessel: keep one and change the lines of the others to it.",
    count: items.length,
    items: items.slice(0, ITEMS_PER_CHECK),
  };
}

/** Every check over the whole database: what contradicts itself, each with how many and the first items. */
export async function consistencyReport(db: Db): Promise<ConsistencyCheck[]> {
  const checks: ConsistencyCheck[] = [];
  for (const check of ROW_CHECKS) {
    const [total] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${check.query}) q`));
    const items = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select * from (${check.query}) q order by lineup_id desc limit ${ITEMS_PER_CHECK}`),
    );
    checks.push({ id: check.id, title: check.title, fix: check.fix, count: Number(total?.n ?? 0), items });
  }
  checks.push(await duplicateImos(db), await similarNames(db));
  return checks;
}
