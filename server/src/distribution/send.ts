import { and, asc, eq, isNull } from "drizzle-orm";
import { dayInZone, isoInZone } from "@lineup/shared";
import { recordActivity } from "../activity/record";
import type { Db } from "../db/client";
import {
  cargasTipos,
  distributionDeliveries,
  distributionLists,
  distributionRuns,
  portos,
  terminais,
  users,
} from "../db/schema";
import { currentEmailInformation, sanitizeEmailBody } from "../email/routes";
import { XLSX_TYPE, type ExportPort } from "../exports/workbook";
import { lineupWorkbookBuffer } from "../exports/workbook-writer";
import { streamBoard } from "../lineups/board-export";
import { withDefaults } from "../lineups/board-query";
import { lineupScope } from "../lineups/scope";
import { plainText, refusedRecipient, type Mail, type Mailer } from "../mail/mailer";
import { slug } from "../reports/weekly-mail";
import { dayMonthYear } from "../reports/weekly-schedule";
import type { UserRow } from "../users/repository";
import { unsubscribeToken } from "./schedule";
import { escapeHtml } from "../http/html";

/** What sending a list needs from the app. */
export interface DistributionDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  secret: string;
  agencyName: string;
}

export type ListRow = typeof distributionLists.$inferSelect;

/** Whose scope the list's line-up is read with: its owner, while they are active and keep the port; else why not. */
async function ownerOf(db: Db, list: ListRow): Promise<UserRow | string> {
  const [owner] = list.owner_id
    ? await db
        .select()
        .from(users)
        .where(and(eq(users.id, list.owner_id), isNull(users.disabled_at)))
    : [];
  if (!owner)
    return "The list's owner no longer has an active account: nothing was sent. Save the list again to take it over.";
  const scope = await lineupScope(db, owner);
  if (scope.editPortIds && !scope.editPortIds.includes(list.porto_id))
    return `${owner.name} no longer keeps this port's line-up: nothing was sent. Save the list again to take it over.`;
  return owner;
}

/** The terminals of the port not marked updated on the port's `today`, as a line each. */
async function staleTerminals(db: Db, portId: number, zone: string, today: string): Promise<string[]> {
  const rows = await db
    .select({ name: terminais.name, at: terminais.atualizado_data })
    .from(terminais)
    .where(eq(terminais.porto_id, portId))
    .orderBy(asc(terminais.name));
  return rows
    .filter((t) => !t.at || dayInZone(Date.parse(t.at), zone) !== today)
    .map((t) => {
      const last = t.at ? isoInZone(Date.parse(t.at), zone) : null;
      const when = last ? `last on ${dayMonthYear(last.slice(0, 10))} at ${last.slice(11, 16)}` : "never marked";
      return `Terminal ${t.name} was not marked updated today (${when}).`;
    });
}

/**
 * Sends one run of a list: the line-up as a download of the list's filters at this instant, read
 * with its owner's scope, once per address, each with its own unsubscribe link; every address's
 * outcome is stored under the run, and the run's counts and an activity entry summarise it.
 */
export async function sendRun(deps: DistributionDeps, list: ListRow, runId: number, now = new Date()) {
  const { db, mailer } = deps;
  const finish = async (sent: number, failed: number, note: string | null) => {
    await db.update(distributionRuns).set({ sent, failed, note }).where(eq(distributionRuns.id, runId));
    return { sent, failed, note };
  };
  const owner = await ownerOf(db, list);
  const [place] = await db
    .select({ port: portos.name, zone: portos.time_zone, type: cargasTipos.name })
    .from(portos)
    .innerJoin(cargasTipos, eq(cargasTipos.id, list.carga_tipo_id))
    .where(eq(portos.id, list.porto_id));
  if (typeof owner === "string" || !place) return finish(0, 0, typeof owner === "string" ? owner : "The port is gone.");

  const today = dayInZone(now.getTime(), place.zone);
  const filters = withDefaults({ carga_tipo_id: list.carga_tipo_id, porto_id: [list.porto_id], ...list.filters });
  // The board's streamed rows are the workbook's rows (as the download and the weekly report read them).
  const ports: ExportPort[] = await streamBoard(db, owner, filters);
  const { file } = await lineupWorkbookBuffer(ports, {
    agency: !list.client_columns,
    clientColumns: list.client_columns,
    destinationLabel: place.type === "FERTILIZER" ? "POL" : "Disport",
    agencyName: deps.agencyName,
  });
  const stale = await staleTerminals(db, list.porto_id, place.zone, today);
  const intro =
    list.intro === null
      ? sanitizeEmailBody((await currentEmailInformation(db))?.description ?? "").trim()
      : escapeHtml(list.intro).replace(/\r?\n/g, "<br>");
  const title = `${place.port} ${place.type} line-up of ${dayMonthYear(today)}`;
  const filename = `lineup-${slug(place.port)}-${slug(place.type)}-${today}.xlsx`;
  const base = deps.appUrl.replace(/\/$/, "");

  let sent = 0;
  let failed = 0;
  for (const address of list.addresses) {
    const unsubscribe =
      `${base}/api/v1/distribution-lists/unsubscribe?token=` +
      `${encodeURIComponent(unsubscribeToken(deps.secret, list.id, address))}`;
    const html =
      `${intro ? `${intro}<hr>` : ""}<p>${escapeHtml(title)} (${escapeHtml(place.zone)}) is ` +
      `attached: ${escapeHtml(filename)}.</p>` +
      stale.map((line) => `<p><strong>${escapeHtml(line)}</strong></p>`).join("") +
      `<p>You receive this as a member of the distribution list “${escapeHtml(list.name)}”. <a ` +
      `href="${escapeHtml(unsubscribe)}">Unsubscribe</a></p>`;
    const mail: Mail = {
      to: address,
      subject: `${list.name}: ${title}`,
      html,
      text: plainText(html),
      attachments: [{ filename, content: file, contentType: XLSX_TYPE }],
      headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    };
    try {
      const delivery = await mailer.send(mail);
      sent += 1;
      await db
        .insert(distributionDeliveries)
        .values({ run_id: runId, address, delivered: true, detail: delivery?.detail ?? null });
    } catch (error) {
      failed += 1;
      const reason = refusedRecipient(error) ?? (error instanceof Error ? error.message : String(error));
      await db
        .insert(distributionDeliveries)
        .values({ run_id: runId, address, delivered: false, detail: reason.slice(0, 500) });
    }
  }
  await recordActivity(db, {
    userId: owner.id,
    action: "criou",
    subjectType: "distribution_list",
    subjectId: list.id,
    description: `Distribution list ${list.name}: ${title} e-mailed to ${sent} of ${list.addresses.length} addresses`,
    before: null,
    after: { run_id: runId, sent, failed, stale_terminals: stale.length },
  });
  return finish(sent, failed, null);
}
