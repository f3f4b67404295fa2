import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { lineups } from "../../src/db/schema";
import { bearer } from "../helpers";

/** A call's status or dates changed through the board's table save, as an operator does it. */
export async function change(app: FastifyInstance, token: string, id: number, values: Record<string, unknown>) {
  const [row] = await app.db.select().from(lineups).where(eq(lineups.id, id));
  if (!row) throw new Error(`no row ${id}`);
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/lineups/list",
    headers: bearer(token),
    payload: { terminal_id: row.terminal_id, list: [{ id, version: row.version, ...values }] },
  });
  if (res.statusCode !== 200) throw new Error(`save refused: ${res.statusCode} ${res.body}`);
}

export const watch = (app: FastifyInstance, token: string, body: Record<string, unknown>) =>
  app.inject({ method: "POST", url: "/api/v1/watches", headers: bearer(token), payload: body });

export async function notificationsOf(app: FastifyInstance, token: string) {
  const res = await app.inject({ method: "GET", url: "/api/v1/notifications?limit=100", headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  const page: {
    unread: number;
    items: { text: string; event_id: number | null; kind: string; by: string | null; vessel: string | null }[];
  } = res.json();
  return page;
}
