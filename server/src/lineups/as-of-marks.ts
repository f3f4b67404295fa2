import { sql } from "drizzle-orm";
import { rowsOf, type Db } from "../db/client";
import { pgInstant } from "./as-of";

/** A terminal's or a port's *Updated* mark: when, and by whom (a user id). */
export interface Mark {
  atualizado_data: string | null;
  atualizado_id: number | null;
}

/**
 * The terminals' and ports' *Updated* marks as they stood at `asOf`: a mark
 * made since is replaced by the last one made at or before that instant,
 * from the activity log (`atualizou` entries of `terminais` and `portos`, a
 * port's of the board's comm type); none when there was none then. Marks do
 * not carry their own history, so the log is their record.
 */
export async function marksAsOf(
  db: Db,
  asOf: string,
  terminals: ReadonlyMap<number, Mark>,
  ports: ReadonlyMap<number, Mark>,
  cargaTipoId: number,
): Promise<{ terminals: Map<number, Mark>; ports: Map<number, Mark> }> {
  const pgTime = (text: string) => Date.parse(pgInstant(text));
  const instant = Date.parse(asOf);
  const later = (marks: ReadonlyMap<number, Mark>) =>
    [...marks].filter(([, m]) => m.atualizado_data !== null && pgTime(m.atualizado_data) > instant).map(([id]) => id);
  const lookUp = async (subject: "terminais" | "portos", ids: number[]) => {
    if (!ids.length) return new Map<number, Mark>();
    const result = await db.execute(sql`
      select distinct on (a.subject_id) a.subject_id, a.new_model ->> 'atualizado_data' as atualizado_data, a.user_id
      from activity_logs a
      where a.subject_type = ${subject} and a.action = 'atualizou'
        and a.subject_id = any(${`{${ids.join(",")}}`}::int[])
        and a.created_at <= ${asOf}::timestamptz
        ${subject === "portos" ? sql`and (a.new_model ->> 'carga_tipo_id')::int = ${cargaTipoId}` : sql``}
      order by a.subject_id, a.created_at desc, a.id desc`);
    const rows = rowsOf<{ subject_id: number; atualizado_data: string | null; user_id: number | null }>(result);
    return new Map(
      rows.map((r) => [Number(r.subject_id), { atualizado_data: r.atualizado_data, atualizado_id: r.user_id }]),
    );
  };
  const none: Mark = { atualizado_data: null, atualizado_id: null };
  const past = async (subject: "terminais" | "portos", marks: ReadonlyMap<number, Mark>) => {
    const found = await lookUp(subject, later(marks));
    return new Map(
      [...marks].map(([id, m]) => [
        id,
        m.atualizado_data !== null && pgTime(m.atualizado_data) > instant ? (found.get(id) ?? none) : m,
      ]),
    );
  };
  const [t, p] = await Promise.all([past("terminais", terminals), past("portos", ports)]);
  return { terminals: t, ports: p };
}
