import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { Message } from "../auth/schemas";
import { consistencyReport, ITEMS_PER_CHECK } from "./report";

const Check = Type.Object({
  id: Type.String({
    description: "comm_not_handled, comm_type_mismatch, port_mismatch, berth_elsewhere, duplicate_imo or similar_names",
  }),
  title: Type.String(),
  fix: Type.String({ description: "What to do about it, in the words of the screens" }),
  count: Type.Integer({ description: "How many there are in all" }),
  items: Type.Array(Type.Record(Type.String(), Type.Unknown()), { description: `The first ${ITEMS_PER_CHECK}` }),
});

/** `GET /admin/consistency`: what the stored data contradicts, for the admins who fix reference data (issue 23). */
export async function consistencyRoutes(app: FastifyInstance) {
  app.get(
    "/admin/consistency",
    {
      onRequest: app.authorize("view", "consistency"),
      schema: {
        tags: ["admin"],
        summary:
          "What the stored data contradicts: rows against the rules the saves keep, vessels sharing an IMO, " +
          "parties under several names",
        description:
          "Rows stored before a rule existed, or written by hand or by another system, are listed here rather " +
          "than refused at their next edit. Each check gives how many there are and the first items.",
        response: {
          200: Type.Object({ checked_at: Type.String(), checks: Type.Array(Check) }),
          401: Message,
          403: Message,
        },
      },
    },
    async () => ({ checked_at: new Date().toISOString(), checks: await consistencyReport(app.db) }),
  );
}
