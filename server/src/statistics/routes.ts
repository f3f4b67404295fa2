import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { signedIn } from "../auth/plugin";
import { lineups, portos } from "../db/schema";
import { lineupScope, lineupScopeWhere } from "../lineups/scope";

/** Dashboard: per visible port, BERTHED / WAITING AT ANCHORAGE / EXPECTED TO CALL counts. */
export async function statisticsRoutes(app: FastifyInstance) {
  app.get("/statistics/counts", { onRequest: app.authorize("view", "statistics"), schema: { tags: ["statistics"], summary: "Line-up counts per port for the dashboard" } }, async (request) => {
    const me = signedIn(request);
    const scope = await lineupScope(app.db, me);
    const ports = await app.db
      .select({ id: portos.id, name: portos.name })
      .from(portos)
      .where(scope.portIds ? inArray(portos.id, scope.portIds.length ? scope.portIds : [0]) : undefined)
      .orderBy(asc(portos.ordem), asc(portos.name));
    const counts = await app.db
      .select({
        porto_id: lineups.porto_id,
        berthed: sql<number>`count(*) filter (where ${lineups.status} in ('Loading', 'Discharging'))`.mapWith(Number),
        waiting: sql<number>`count(*) filter (where ${lineups.status} = 'Waiting')`.mapWith(Number),
        expected: sql<number>`count(*) filter (where ${lineups.status} = 'Expected')`.mapWith(Number),
      })
      .from(lineups)
      .where(and(eq(lineups.is_observacao, 0), lineupScopeWhere(scope)))
      .groupBy(lineups.porto_id);
    return ports.map((p) => {
      const c = counts.find((row) => row.porto_id === p.id);
      return { porto: p, berthed: c?.berthed ?? 0, waiting: c?.waiting ?? 0, expected: c?.expected ?? 0 };
    });
  });
}
