import { inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { rowsOf, type Db } from "../db/client";
import type { NotificationWords } from "@lineup/shared/wire/watches";
import { watches } from "../db/schema";
import { unsubscribeToken } from "../distribution/schedule";
import { escapeHtml } from "../http/html";
import type { Mailer } from "../mail/mailer";
import { seers } from "./seers";

export interface EmailDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  secret: string;
  log: Pick<FastifyBaseLogger, "warn">;
}

interface Due {
  id: number;
  user_id: number;
  watch_id: number | null;
  porto_id: number;
  carga_id: number | null;
  words: NotificationWords;
  at: string;
}

/** The key a watch's unsubscribe links are signed with (apart from the distribution lists' own). */
export const watchTokenSecret = (secret: string) => `watch:${secret}`;

/** A digest's lines, grouped by port and terminal, each before → after. */
function digestText(items: readonly Due[]): { text: string; html: string } {
  const groups = new Map<string, Due[]>();
  for (const n of items) {
    const key = `${n.words.port} · ${n.words.terminal}`;
    groups.set(key, [...(groups.get(key) ?? []), n]);
  }
  const line = (n: Due) => `${n.words.vessel ?? "A call"}: ${n.words.text}${n.words.by ? ` (by ${n.words.by})` : ""}`;
  const text = [...groups]
    .map(([place, list]) => `${place}\n${list.map((n) => `  - ${line(n)}`).join("\n")}`)
    .join("\n\n");
  const html = [...groups]
    .map(
      ([place, list]) =>
        `<h3>${escapeHtml(place)}</h3><ul>${list.map((n) => `<li>${escapeHtml(line(n))}</li>`).join("")}</ul>`,
    )
    .join("");
  return { text, html };
}

/**
 * Sends the e-mails due: one per watch and due time (a digest, or the events of one instant),
 * each event in at most one e-mail: a notification is claimed (`emailed_at`) before it is sent,
 * so a crash between the claim and the send loses that e-mail rather than sending it twice. What
 * the watcher may no longer see is left out at sending.
 */
export async function sendDueEmails(deps: EmailDeps, now = new Date()): Promise<number> {
  const { db } = deps;
  const due = rowsOf<Due>(
    await db.execute(sql`
      update notifications set emailed_at = ${now.toISOString()}::timestamptz
      where id in (select id from notifications where email_due_at <= ${now.toISOString()}::timestamptz
        and emailed_at is null
        order by id limit 2000 for update skip locked)
      returning id, user_id, watch_id, porto_id, carga_id, words, to_json(at)#>>'{}' as at`),
  );
  if (!due.length) return 0;
  const people = await seers(
    db,
    due.map((n) => n.user_id),
  );
  const watchIds = [...new Set(due.flatMap((n) => (n.watch_id === null ? [] : [n.watch_id])))];
  const named = watchIds.length
    ? await db
        .select({ id: watches.id, name: watches.name, email: watches.email })
        .from(watches)
        .where(inArray(watches.id, watchIds))
    : [];
  const byWatch = new Map<number, Due[]>();
  for (const n of due) {
    if (n.watch_id === null || !people.get(n.user_id)?.sees(n)) continue;
    byWatch.set(n.watch_id, [...(byWatch.get(n.watch_id) ?? []), n]);
  }
  let sent = 0;
  for (const [watchId, items] of byWatch) {
    const watch = named.find((w) => w.id === watchId);
    const person = people.get(items[0]?.user_id ?? 0);
    if (!watch || !person || watch.email === "off") continue;
    const link =
      `${deps.appUrl}/api/v1/watches/unsubscribe?token=` +
      `${encodeURIComponent(unsubscribeToken(watchTokenSecret(deps.secret), watchId, person.email))}`;
    const body = digestText(items.sort((a, b) => a.id - b.id));
    const count = items.length === 1 ? "1 change" : `${items.length} changes`;
    await deps.mailer
      .send({
        to: person.email,
        subject: `${watch.name}: ${count}`,
        text: `${body.text}\n\nYou get these e-mails because you watch ${watch.name}. Stop them: ${link}`,
        html:
          `${body.html}<p>You get these e-mails because you watch ${escapeHtml(watch.name)}. <a ` +
          `href="${escapeHtml(link)}">Stop these e-mails</a></p>`,
        headers: { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      })
      .then(() => (sent += 1))
      .catch((error: unknown) =>
        deps.log.warn(
          { watch_id: watchId, reason: error instanceof Error ? error.message : String(error) },
          "watch e-mail not sent",
        ),
      );
  }
  return sent;
}
