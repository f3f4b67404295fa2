import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { and, count, desc, eq, ilike, or } from "drizzle-orm";
import { fieldLabel } from "@lineup/shared";
import type { FastifyInstance } from "fastify";
import { Activity, ActivityDetail } from "@lineup/shared/wire/activity";
import { activityLogs, users } from "../db/schema";
import { likeTerm } from "../http/crud";
import { notFound } from "../http/errors";
import { PageOf, pageOf, paging, PagingQuery } from "../http/paging";
import { IdParams } from "../http/params";

const isEmpty = (v: unknown) => v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0);

/** Field / Before / After for each changed field; rows where both sides are empty are left out (spec.md). */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }))
    .filter((c) => !(isEmpty(c.before) && isEmpty(c.after)) && JSON.stringify(c.before) !== JSON.stringify(c.after));
}

/** The activity log (admin only): who did what, when, with before and after. */
export async function activityRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ["activity"];
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

  app.get(
    "/logs/users",
    {
      onRequest: app.authorize("view", "activity"),
      schema: {
        tags,
        summary: "List activities, newest first",
        querystring: PagingQuery,
        response: { 200: PageOf(Activity) },
      },
    },
    async (request) => {
      const q = request.query;
      const p = paging(q);
      const term = q.name?.trim();
      const where = term
        ? or(
            ilike(activityLogs.description, likeTerm(term)),
            ilike(activityLogs.action, likeTerm(term)),
            ilike(users.name, likeTerm(term)),
          )
        : undefined;
      const [rows, totals] = await Promise.all([
        app.db
          .select(columns)
          .from(activityLogs)
          .leftJoin(users, eq(users.id, activityLogs.user_id))
          .where(where)
          .orderBy(desc(activityLogs.id))
          .limit(p.perPage)
          .offset(p.offset),
        app.db
          .select({ n: count() })
          .from(activityLogs)
          .leftJoin(users, eq(users.id, activityLogs.user_id))
          .where(and(where)),
      ]);
      return pageOf(rows, totals[0]?.n ?? 0, p);
    },
  );

  app.get(
    "/logs/users/:id",
    {
      onRequest: app.authorize("view", "activity"),
      schema: {
        tags,
        summary: "One activity with its before and after",
        params: IdParams,
        response: { 200: ActivityDetail },
      },
    },
    async (request) => {
      const { id } = request.params;
      const [row] = await app.db
        .select({ ...columns, old_model: activityLogs.old_model, new_model: activityLogs.new_model })
        .from(activityLogs)
        .leftJoin(users, eq(users.id, activityLogs.user_id))
        .where(eq(activityLogs.id, id))
        .limit(1);
      if (!row) throw notFound("Activity not found.");
      // Each change carries the field's label as people read it (the board's words for line-up fields).
      const changes = changedFields(row.old_model ?? null, row.new_model ?? null).map((c) => ({
        ...c,
        label: fieldLabel(row.subject_type, c.field),
      }));
      return { ...row, changes };
    },
  );
}
