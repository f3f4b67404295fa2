import { eq, inArray } from "drizzle-orm";
import type { Watch, WatchCreate, WatchView } from "@lineup/shared/wire/watches";
import type { Db } from "../db/client";
import { cargasTipos, lineups, navios, portos, terminais, watches, webhooks } from "../db/schema";
import { timeText } from "../distribution/schedule";
import { notFound, ValidationError } from "../http/errors";
import type { LineupScope } from "../lineups/scope";

type WatchRow = typeof watches.$inferSelect;

/** The most watches one user keeps. */
export const MAX_WATCHES = 200;

/** A watch as the API answers it. */
export const watchView = (row: WatchRow, target: string): Watch => ({
  id: row.id,
  kind: row.kind,
  lineup_id: row.lineup_id,
  terminal_id: row.terminal_id,
  porto_id: row.porto_id,
  view: row.view,
  target,
  name: row.name,
  status_changes: row.status_changes,
  moved_hours: row.moved_hours,
  new_calls: row.new_calls,
  removed: row.removed,
  not_updated_by: row.not_updated_by === null ? null : timeText(row.not_updated_by),
  email: row.email,
  webhook_id: row.webhook_id,
  created_at: row.created_at,
});

const seesPort = (scope: LineupScope, portId: number) => !scope.portIds || scope.portIds.includes(portId);

/** A view's target in words: "Grains · Santos, Paranaguá · Waiting, Loading". */
async function viewTarget(db: Db, view: WatchView): Promise<string> {
  const [type] = await db
    .select({ name: cargasTipos.name })
    .from(cargasTipos)
    .where(eq(cargasTipos.id, view.carga_tipo_id));
  const ports = view.porto_id?.length
    ? (await db.select({ name: portos.name }).from(portos).where(inArray(portos.id, view.porto_id))).map((p) => p.name)
    : ["every port"];
  const statuses = view.status?.length ? view.status.join(", ") : "every status but Sailed";
  return [type?.name ?? "?", ports.join(", "), statuses].join(" · ");
}

/** Each watch's target in words, as it stands now ("MV Ocean at TGG (Santos)"; a removed call: "a removed call"). */
export async function targetsOf(db: Db, rows: readonly WatchRow[]): Promise<Map<number, string>> {
  const rowIds = rows.flatMap((w) => (w.lineup_id === null ? [] : [w.lineup_id]));
  const terminalIds = rows.flatMap((w) => (w.terminal_id === null ? [] : [w.terminal_id]));
  const calls = rowIds.length
    ? await db
        .select({ id: lineups.id, vessel: navios.name })
        .from(lineups)
        .leftJoin(navios, eq(navios.id, lineups.navio_id))
        .where(inArray(lineups.id, rowIds))
    : [];
  const places = terminalIds.length
    ? await db
        .select({ id: terminais.id, terminal: terminais.name, port: portos.name })
        .from(terminais)
        .innerJoin(portos, eq(portos.id, terminais.porto_id))
        .where(inArray(terminais.id, terminalIds))
    : [];
  const out = new Map<number, string>();
  for (const w of rows) {
    const place = places.find((p) => p.id === w.terminal_id);
    const where = place ? `${place.terminal} (${place.port})` : "a removed terminal";
    if (w.kind === "view" && w.view) out.set(w.id, await viewTarget(db, w.view));
    else if (w.kind === "terminal") out.set(w.id, where);
    else {
      const call = calls.find((c) => c.id === w.lineup_id);
      out.set(w.id, call ? `${call.vessel ?? "A call"} at ${where}` : `A removed call at ${where}`);
    }
  }
  return out;
}

/**
 * Where a new watch points, checked against what the user may see (404 for a call or terminal
 * they may not, as if it did not exist; 422 naming the field for a view outside their ports).
 */
export async function watchTarget(db: Db, scope: LineupScope, body: WatchCreate) {
  if (body.kind === "row") {
    if (body.lineup_id === undefined) throw new ValidationError({ lineup_id: ["Choose the call to watch."] });
    const [row] = await db.select().from(lineups).where(eq(lineups.id, body.lineup_id));
    const visible =
      row &&
      row.is_observacao !== 1 &&
      seesPort(scope, row.porto_id) &&
      (!scope.commIds || (row.carga_id !== null && scope.commIds.includes(row.carga_id)));
    if (!row || !visible) throw notFound("Line-up not found.");
    return { lineup_id: row.id, terminal_id: row.terminal_id, porto_id: row.porto_id, view: null };
  }
  if (body.kind === "terminal") {
    if (body.terminal_id === undefined) throw new ValidationError({ terminal_id: ["Choose the terminal to watch."] });
    const [terminal] = await db.select().from(terminais).where(eq(terminais.id, body.terminal_id));
    if (!terminal || !seesPort(scope, terminal.porto_id)) throw notFound("Terminal not found.");
    return { lineup_id: null, terminal_id: terminal.id, porto_id: terminal.porto_id, view: null };
  }
  const view = body.view;
  if (!view) throw new ValidationError({ view: ["Choose the board view to watch."] });
  const [type] = await db
    .select({ id: cargasTipos.id })
    .from(cargasTipos)
    .where(eq(cargasTipos.id, view.carga_tipo_id));
  if (!type) throw new ValidationError({ "view.carga_tipo_id": ["The selected comm type is invalid."] });
  if (view.porto_id?.some((id) => !seesPort(scope, id)))
    throw new ValidationError({
      "view.porto_id": ["The selected port is invalid: choose ports whose line-up you see."],
    });
  return { lineup_id: null, terminal_id: null, porto_id: null, view };
}

/** The webhook a watch names must be the user's own. */
export async function checkWebhook(db: Db, userId: number, webhookId: number | null | undefined) {
  if (webhookId === null || webhookId === undefined) return;
  const [hook] = await db.select({ user_id: webhooks.user_id }).from(webhooks).where(eq(webhooks.id, webhookId));
  if (hook?.user_id !== userId)
    throw new ValidationError({ webhook_id: ["The selected webhook is invalid: choose one of yours."] });
}
