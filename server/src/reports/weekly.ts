/**
 * The weekly report: each subscriber gets one e-mail a week with, per port and
 * comm type they subscribed to, the line-up's berthed / waiting / expected
 * counts and tonnages, the mean waiting time of the week against the four
 * before it, and that line-up as a spreadsheet. One instance sends each week's
 * round (PostgreSQL advisory lock + `job_runs`, as the weather round).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { recordActivity } from "../activity/record";
import type { WeeklySchedule } from "../config";
import type { Db } from "../db/client";
import { cargas, cargasTipos, jobRuns, lineups, portos, users, weeklyReportSubscriptions } from "../db/schema";
import { utcStamp } from "../exports/lineup-mail";
import { lineupWorkbookBuffer, XLSX_TYPE, type ExportPort } from "../exports/workbook";
import { streamBoard } from "../lineups/board-export";
import { withDefaults } from "../lineups/board-query";
import { lineupScope, lineupScopeWhere } from "../lineups/scope";
import { plainText, refusedRecipient, type Mail, type Mailer } from "../mail/mailer";
import { waitingTimes } from "../statistics/waiting-times";
import type { UserRow } from "../users/repository";

const JOB = "weekly-report";
const LOCK_KEY = 0x7765656b; // "week"
const DAY_MS = 86_400_000;
/** A week's round still goes out this long after its time (an instance down at 07:00 sends at 09:00), never later. */
const LATE_MS = DAY_MS;
const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** "Mondays at 07:00 UTC". */
export function describeSchedule(s: WeeklySchedule): string {
  const hh = String(Math.floor(s.minutes / 60)).padStart(2, "0");
  const mm = String(s.minutes % 60).padStart(2, "0");
  return `${WEEKDAY_NAMES[s.day]}s at ${hh}:${mm} UTC`;
}

/** The latest scheduled moment at or before `now`. */
export function lastSlot(now: Date, s: WeeklySchedule): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  let slot = midnight - ((now.getUTCDay() - s.day + 7) % 7) * DAY_MS + s.minutes * 60_000;
  if (slot > now.getTime()) slot -= 7 * DAY_MS;
  return new Date(slot);
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const dayMonthYear = (day: string) => `${dayMonth(day)}/${day.slice(0, 4)}`;

/** The week a round reports on: the seven whole UTC days before the day it is sent, and the four weeks before that. */
export function reportWeeks(slot: Date): [Week, ...Week[]] {
  const sendDay = Date.UTC(slot.getUTCFullYear(), slot.getUTCMonth(), slot.getUTCDate());
  const week = (n: number): Week => ({
    from: isoDay(sendDay - 7 * n * DAY_MS),
    to: isoDay(sendDay - (7 * (n - 1) + 1) * DAY_MS),
  });
  return [week(1), week(2), week(3), week(4), week(5)];
}

/** A week as its first and last UTC day (YYYY-MM-DD). */
export interface Week {
  from: string;
  to: string;
}

/** What an unsubscribe link cancels. */
export interface SubscriptionKey {
  user_id: number;
  porto_id: number;
  carga_tipo_id: number;
}

const signature = (secret: string, payload: string) =>
  createHmac("sha256", `weekly-report:${secret}`).update(payload).digest("base64url");

/** A token for the unsubscribe link: the subscription's user, port and comm type, signed with the server's secret (no expiry: a link in an old e-mail still works). */
export function unsubscribeToken(secret: string, key: SubscriptionKey): string {
  const payload = `${key.user_id}.${key.porto_id}.${key.carga_tipo_id}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The subscription a token names, or undefined when it was not signed by this server. */
export function readUnsubscribeToken(secret: string, token: string): SubscriptionKey | undefined {
  const match = /^(\d{1,10})\.(\d{1,10})\.(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return undefined;
  const payload = `${match[1]}.${match[2]}.${match[3]}`;
  const given = Buffer.from(match[4] ?? "");
  const expected = Buffer.from(signature(secret, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { user_id: Number(match[1]), porto_id: Number(match[2]), carga_tipo_id: Number(match[3]) };
}

/** The line-up of one port and comm type as it stands: calls and tonnes per state. */
export interface LineupCounts {
  berthed: { calls: number; tonnes: number };
  waiting: { calls: number; tonnes: number };
  expected: { calls: number; tonnes: number };
}

/** One week's waiting: calls that berthed in it after waiting, and their mean wait in days (null: none). */
export interface WeekWaiting {
  from: string;
  to: string;
  calls: number;
  mean_days: number | null;
}

export interface ReportSection {
  porto: { id: number; name: string };
  carga_tipo: { id: number; name: string };
  counts: LineupCounts;
  /** This week first, then the four before it. */
  weeks: WeekWaiting[];
  attachment: { filename: string; content: Buffer };
  unsubscribeUrl: string;
}

/** Counts and tonnes (rows in tonnes only; m³ is not added to tonnes) of the user's part of one line-up. */
async function lineupCounts(db: Db, user: UserRow, portoId: number, tipoId: number): Promise<LineupCounts> {
  const scope = await lineupScope(db, user);
  const tonnes = (status: ReturnType<typeof sql>) =>
    sql<number>`coalesce(sum(${lineups.qty}) filter (where ${status} and ${lineups.qty_unidade} = 't'), 0)`.mapWith(
      Number,
    );
  const berthed = sql`${lineups.status} in ('Loading', 'Discharging')`;
  const waiting = sql`${lineups.status} = 'Waiting'`;
  // A ship with its pilot on board (POB) is still on its way in: expected.
  const expected = sql`(${lineups.status} = 'Expected' or ${lineups.status} like 'POB%')`;
  const [row] = await db
    .select({
      berthed: sql<number>`count(*) filter (where ${berthed})`.mapWith(Number),
      berthed_t: tonnes(berthed),
      waiting: sql<number>`count(*) filter (where ${waiting})`.mapWith(Number),
      waiting_t: tonnes(waiting),
      expected: sql<number>`count(*) filter (where ${expected})`.mapWith(Number),
      expected_t: tonnes(expected),
    })
    .from(lineups)
    .where(
      and(
        eq(lineups.is_observacao, 0),
        eq(lineups.porto_id, portoId),
        eq(lineups.carga_tipo_id, tipoId),
        lineupScopeWhere(scope),
      ),
    );
  return {
    berthed: { calls: row?.berthed ?? 0, tonnes: row?.berthed_t ?? 0 },
    waiting: { calls: row?.waiting ?? 0, tonnes: row?.waiting_t ?? 0 },
    expected: { calls: row?.expected ?? 0, tonnes: row?.expected_t ?? 0 },
  };
}

/** Mean waiting per week (statistics/waiting-times.ts) of the calls of this port whose comm is of this type. */
async function weeklyWaiting(
  db: Db,
  user: UserRow,
  portoId: number,
  tipoId: number,
  weeks: { from: string; to: string }[],
): Promise<WeekWaiting[]> {
  const commIds = (await db.select({ id: cargas.id }).from(cargas).where(eq(cargas.tipo_id, tipoId))).map((c) => c.id);
  return Promise.all(
    weeks.map(async (w) => {
      const [group] = commIds.length
        ? await waitingTimes(db, user, { ...w, group_by: "porto", porto_id: [portoId], carga_id: commIds })
        : [];
      return { ...w, calls: group?.calls ?? 0, mean_days: group ? group.mean_days : null };
    }),
  );
}

const slug = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .toLowerCase() || "lineup";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const tonnes = (n: number) => `${n.toLocaleString("en-US", { maximumFractionDigits: 3 })} t`;
const days = (n: number | null) =>
  n === null ? "no calls" : `${n.toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 2 })} days`;

/** How this week's mean compares with the mean of the previous weeks' means, in words. */
export function comparison(weeks: WeekWaiting[]): string {
  const [current, ...previous] = weeks;
  const earlier = previous.filter((w) => w.mean_days !== null).map((w) => w.mean_days as number);
  if (!current || current.mean_days === null) return "No call berthed after waiting this week.";
  if (!earlier.length)
    return `${days(current.mean_days)} this week; no call berthed after waiting in the previous 4 weeks.`;
  const average = Math.round((earlier.reduce((a, b) => a + b, 0) / earlier.length) * 100) / 100;
  const diff = Math.round((current.mean_days - average) * 100) / 100;
  const how = diff === 0 ? "the same as" : `${days(Math.abs(diff))} ${diff > 0 ? "longer than" : "shorter than"}`;
  return `${days(current.mean_days)} this week, ${how} the previous weeks' average of ${days(average)}.`;
}

/** The weekly e-mail of one subscriber: one section per subscription, the line-ups attached. */
export function weeklyMail(input: {
  to: string;
  name: string;
  weeks: [Week, ...Week[]];
  at: Date;
  sections: ReportSection[];
  settingsUrl: string;
}): Mail {
  const [week] = input.weeks;
  const period = `${dayMonth(week.from)}–${dayMonthYear(week.to)}`;
  const sections = input.sections.map((s) => {
    const title = `${escapeHtml(s.porto.name)} – ${escapeHtml(s.carga_tipo.name)}`;
    const c = s.counts;
    const counts =
      `<table border="1" cellpadding="4" cellspacing="0"><thead><tr><th>Line-up now</th><th>Calls</th><th>Tonnes</th></tr></thead><tbody>` +
      [
        ["Berthed", c.berthed],
        ["Waiting", c.waiting],
        ["Expected", c.expected],
      ]
        .map(
          ([label, v]) =>
            `<tr><td>${label as string}</td><td>${(v as { calls: number }).calls}</td><td>${tonnes((v as { tonnes: number }).tonnes)}</td></tr>`,
        )
        .join("") +
      `</tbody></table>`;
    const waits =
      `<table border="1" cellpadding="4" cellspacing="0"><thead><tr><th>Week (berthed)</th><th>Calls</th><th>Mean waiting</th></tr></thead><tbody>` +
      s.weeks
        .map(
          (w, i) =>
            `<tr><td>${dayMonth(w.from)}–${dayMonthYear(w.to)}${i === 0 ? " (this week)" : ""}</td><td>${w.calls}</td><td>${days(w.mean_days)}</td></tr>`,
        )
        .join("") +
      `</tbody></table>`;
    return (
      `<h2>${title}</h2>${counts}<p><strong>Waiting time:</strong> ${escapeHtml(comparison(s.weeks))}</p>${waits}` +
      `<p>Attached: ${escapeHtml(s.attachment.filename)}. <a href="${escapeHtml(s.unsubscribeUrl)}">Unsubscribe from ${title}</a></p>`
    );
  });
  const html =
    `<p>Hello ${escapeHtml(input.name)},</p><p>Your weekly line-up report for the week ${period} (UTC), generated on ${utcStamp(input.at)}.</p>` +
    sections.join("<hr>") +
    `<p>Change your weekly reports on your profile: <a href="${escapeHtml(input.settingsUrl)}">${escapeHtml(input.settingsUrl)}</a></p>`;
  return {
    to: input.to,
    subject: `Weekly line-up report ${period}: ${input.sections.map((s) => `${s.porto.name} ${s.carga_tipo.name}`).join(", ")}`,
    html,
    text: plainText(html),
    attachments: input.sections.map((s) => ({ ...s.attachment, contentType: XLSX_TYPE })),
    // A single subscription's link works as the mail client's own Unsubscribe button (RFC 8058 one-click).
    ...(input.sections.length === 1 && input.sections[0]
      ? {
          headers: {
            "List-Unsubscribe": `<${input.sections[0].unsubscribeUrl}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        }
      : {}),
  };
}

export interface WeeklyReportOptions {
  db: Db;
  mailer: Mailer;
  /** WEEKLY_REPORT_AT; undefined = off. */
  schedule: WeeklySchedule | undefined;
  log: Pick<FastifyBaseLogger, "warn" | "info">;
  appUrl: string;
  secret: string;
  agencyName: string;
  /** How often each instance checks whether the week's round is due. */
  tickMs?: number;
}

export type WeeklyRoundResult =
  | { ran: false; reason: "off" | "stopped" | "not due" | "locked" }
  | { ran: true; week: { from: string; to: string }; sent: number; failed: number };

export interface WeeklyReportService {
  /** Sends this week's reports unless they are not due or another instance has them. */
  runRound(): Promise<WeeklyRoundResult>;
  start(): void;
  close(): Promise<void>;
}

/** Claims the week's round: due from its time for a day, once across instances (the lock makes check-and-claim exclusive). */
async function claimRound(
  db: Db,
  schedule: WeeklySchedule,
): Promise<{ claimed: Date } | { reason: "not due" | "locked" }> {
  return db.transaction(async (tx) => {
    const [lock] = await tx
      .select({ locked: sql<boolean>`pg_try_advisory_xact_lock(${LOCK_KEY})`, now: sql<string>`now()::text` })
      .from(sql`(select 1) as one`);
    if (!lock?.locked) return { reason: "locked" as const };
    // The database's clock, shared by every instance.
    const now = new Date(lock.now);
    const slot = lastSlot(now, schedule);
    if (now.getTime() - slot.getTime() > LATE_MS) return { reason: "not due" as const };
    const [last] = await tx.select({ ran_at: jobRuns.ran_at }).from(jobRuns).where(eq(jobRuns.name, JOB));
    if (last && new Date(last.ran_at).getTime() >= slot.getTime()) return { reason: "not due" as const };
    await tx
      .insert(jobRuns)
      .values({ name: JOB, ran_at: sql`now()` })
      .onConflictDoUpdate({ target: jobRuns.name, set: { ran_at: sql`now()` } });
    return { claimed: slot };
  });
}

/** Every subscription of users still active, with its names, by user. */
async function subscriptionsByUser(db: Db) {
  const rows = await db
    .select({
      user: users,
      porto: { id: portos.id, name: portos.name },
      carga_tipo: { id: cargasTipos.id, name: cargasTipos.name },
    })
    .from(weeklyReportSubscriptions)
    .innerJoin(users, eq(users.id, weeklyReportSubscriptions.user_id))
    .innerJoin(portos, eq(portos.id, weeklyReportSubscriptions.porto_id))
    .innerJoin(cargasTipos, eq(cargasTipos.id, weeklyReportSubscriptions.carga_tipo_id))
    .where(and(isNull(users.disabled_at), isNull(cargasTipos.deleted_at)))
    .orderBy(asc(users.id), asc(portos.ordem), asc(portos.name), asc(cargasTipos.name));
  const byUser = new Map<
    number,
    { user: UserRow; subs: { porto: { id: number; name: string }; carga_tipo: { id: number; name: string } }[] }
  >();
  for (const r of rows) {
    const entry = byUser.get(r.user.id) ?? { user: r.user as UserRow, subs: [] };
    entry.subs.push({ porto: r.porto, carga_tipo: r.carga_tipo });
    byUser.set(r.user.id, entry);
  }
  return [...byUser.values()];
}

/** The ports and comm types a user may subscribe to: the ports whose line-ups they see, the types of the comms they see. */
export async function subscribable(
  db: Db,
  user: UserRow,
): Promise<{ portIds: number[] | undefined; typeIds: number[] | undefined }> {
  const scope = await lineupScope(db, user);
  const typeIds = scope.commIds
    ? [
        ...new Set(
          (
            await db
              .select({ tipo_id: cargas.tipo_id })
              .from(cargas)
              .where(inArray(cargas.id, scope.commIds.length ? scope.commIds : [0]))
          ).map((c) => c.tipo_id),
        ),
      ]
    : undefined;
  return { portIds: scope.portIds, typeIds };
}

/** Creates the weekly report service of one app instance. */
export function createWeeklyReportService(opts: WeeklyReportOptions): WeeklyReportService {
  const { db, mailer, schedule, log, appUrl, secret, agencyName, tickMs = 60_000 } = opts;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => {});
    return work;
  };
  const base = appUrl.replace(/\/$/, "");

  const section = async (
    user: UserRow,
    weeks: { from: string; to: string }[],
    sub: { porto: { id: number; name: string }; carga_tipo: { id: number; name: string } },
  ): Promise<ReportSection> => {
    const ports = (await streamBoard(
      db,
      user,
      withDefaults({ carga_tipo_id: sub.carga_tipo.id, porto_id: [sub.porto.id] }),
    )) as unknown as ExportPort[];
    const { file } = await lineupWorkbookBuffer(ports, {
      agency: false,
      destinationLabel: sub.carga_tipo.name === "FERTILIZER" ? "POL" : "Disport",
      agencyName,
    });
    const token = unsubscribeToken(secret, {
      user_id: user.id,
      porto_id: sub.porto.id,
      carga_tipo_id: sub.carga_tipo.id,
    });
    return {
      ...sub,
      counts: await lineupCounts(db, user, sub.porto.id, sub.carga_tipo.id),
      weeks: await weeklyWaiting(db, user, sub.porto.id, sub.carga_tipo.id, weeks),
      attachment: { filename: `lineup-${slug(sub.porto.name)}-${slug(sub.carga_tipo.name)}.xlsx`, content: file },
      unsubscribeUrl: `${base}/api/v1/weekly-reports/unsubscribe?token=${encodeURIComponent(token)}`,
    };
  };

  const runRound = async (): Promise<WeeklyRoundResult> => {
    if (!schedule) return { ran: false, reason: "off" };
    if (stopped) return { ran: false, reason: "stopped" };
    const claim = await claimRound(db, schedule);
    if ("reason" in claim) return { ran: false, reason: claim.reason };
    const weeks = reportWeeks(claim.claimed);
    const [week] = weeks;
    let sent = 0;
    let failed = 0;
    for (const { user, subs } of await subscriptionsByUser(db)) {
      // Only what the user may still see: a port or comm taken from them since they subscribed is left out.
      const may = await subscribable(db, user);
      const visible = subs.filter(
        (s) =>
          (!may.portIds || may.portIds.includes(s.porto.id)) && (!may.typeIds || may.typeIds.includes(s.carga_tipo.id)),
      );
      if (!visible.length) continue;
      const what = visible.map((s) => `${s.porto.name} ${s.carga_tipo.name}`).join(", ");
      const after = {
        email: user.email,
        week,
        subscriptions: visible.map((s) => ({ porto_id: s.porto.id, carga_tipo_id: s.carga_tipo.id })),
      };
      try {
        const sections = [];
        for (const s of visible) sections.push(await section(user, weeks, s));
        const mail = weeklyMail({
          to: user.email,
          name: user.name,
          weeks,
          at: new Date(),
          sections,
          settingsUrl: `${base}/perfil`,
        });
        const delivery = await mailer.send(mail);
        sent += 1;
        await recordActivity(db, {
          userId: user.id,
          action: "criou",
          subjectType: "weekly_report",
          subjectId: null,
          description: `Weekly report of ${dayMonthYear(week.from)}–${dayMonthYear(week.to)} e-mailed to ${user.name} (${user.email}): ${what}`,
          before: null,
          after: {
            ...after,
            delivered: true,
            subject: mail.subject,
            via: delivery?.via ?? null,
            message_id: delivery?.messageId ?? null,
          },
        });
      } catch (error) {
        failed += 1;
        const reason = refusedRecipient(error) ?? (error instanceof Error ? error.message : String(error));
        log.warn({ user_id: user.id, reason }, "weekly report not delivered");
        await recordActivity(db, {
          userId: user.id,
          action: "criou",
          subjectType: "weekly_report",
          subjectId: null,
          description: `Weekly report to ${user.name} (${user.email}) was not delivered: ${reason}`,
          before: null,
          after: { ...after, delivered: false, error: reason },
        }).catch(() => {});
      }
    }
    log.info({ week, sent, failed }, "weekly reports sent");
    return { ran: true, week, sent, failed };
  };

  return {
    runRound: () => track(runRound()),
    start() {
      if (!schedule || timer || stopped) return;
      timer = setTimeout(
        function again() {
          void track(runRound()).catch((error: unknown) =>
            log.warn(
              { reason: error instanceof Error ? error.message : String(error) },
              "weekly report round failed; the next tick tries again",
            ),
          );
          timer = setTimeout(again, tickMs).unref();
        },
        Math.min(tickMs, 10_000),
      ).unref();
    },
    async close() {
      stopped = true;
      clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}
