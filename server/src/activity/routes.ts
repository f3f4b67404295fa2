import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { fieldLabel } from "@lineup/shared";
import type { FastifyInstance } from "fastify";
import { Activity, ActivityDetail } from "@lineup/shared/wire/activity";
import { notFound } from "../http/errors";
import { PageOf, PagingQuery } from "../http/paging";
import { IdParams } from "../http/params";
import { activityPage, findActivity } from "./repository";

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
    async (request) => activityPage(app.db, request.query),
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
      const row = await findActivity(app.db, request.params.id);
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
