import { and, count, desc, eq, ilike, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { activityLogs, users } from "../db/schema";
import { likeTerm } from "../http/crud";
import { pageOf, paging, type PagingQuery } from "../http/paging";

/** An entry as its list shows it: what was done to what, when, and by whom (the user's name while they exist). */
const columns = {
  id: activityLogs.id,
  description: activityLogs.description,
  action: activityLogs.action,
  subject_type: activityLogs.subject_type,
  subject_id: activityLogs.subject_id,
  created_at: activityLogs.created_at,
  user_id: activityLogs.user_id,
  user_name: users.name,
};

/** One page of the activity log, newest first; `name` searches the description, the action and the user's name. */
export async function activityPage(db: Db, query: PagingQuery) {
  const p = paging(query);
  const term = query.name?.trim();
  const where = term
    ? or(
        ilike(activityLogs.description, likeTerm(term)),
        ilike(activityLogs.action, likeTerm(term)),
        ilike(users.name, likeTerm(term)),
      )
    : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(activityLogs)
      .leftJoin(users, eq(users.id, activityLogs.user_id))
      .where(where)
      .orderBy(desc(activityLogs.id))
      .limit(p.perPage)
      .offset(p.offset),
    db.select({ n: count() }).from(activityLogs).leftJoin(users, eq(users.id, activityLogs.user_id)).where(and(where)),
  ]);
  return pageOf(rows, totals[0]?.n ?? 0, p);
}

/** The entry `id` with what it recorded before and after, if there is one. */
export async function findActivity(db: Db, id: number) {
  const [row] = await db
    .select({ ...columns, old_model: activityLogs.old_model, new_model: activityLogs.new_model })
    .from(activityLogs)
    .leftJoin(users, eq(users.id, activityLogs.user_id))
    .where(eq(activityLogs.id, id))
    .limit(1);
  return row;
}
