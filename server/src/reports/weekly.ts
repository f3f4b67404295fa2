/**
 * The weekly report: each subscriber gets one e-mail a week with, per port and
 * comm type they subscribed to, the line-up's berthed / waiting / expected
 * counts and tonnages, the mean waiting time of the week against the four
 * before it, and that line-up as a spreadsheet. One instance sends each week's
 * round (PostgreSQL advisory lock + `job_runs`, as the weather round).
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { recordActivity } from "../activity/record";
import type { WeeklySchedule } from "../config";
import { idAndName, type Db } from "../db/client";
import { cargas, cargasTipos, jobRuns, portos, users, weeklyReportSubscriptions } from "../db/schema";
import type { ExportPort } from "../exports/workbook";
import { lineupWorkbookBuffer } from "../exports/workbook-writer";
import { streamBoard } from "../lineups/board-export";
import { withDefaults } from "../lineups/board-query";
import { lineupScope } from "../lineups/scope";
import { refusedRecipient, type Mailer } from "../mail/mailer";
import { logRoundFailure, roundClock } from "../jobs/round-clock";
import type { UserRow } from "../users/repository";
import { lineupCounts, weeklyWaiting } from "./weekly-data";
import { slug, weeklyMail, type ReportSection } from "./weekly-mail";
import { dayMonthYear, LATE_MS, lastSlot, reportWeeks, unsubscribeToken } from "./weekly-schedule";

const JOB = "weekly-report";
const LOCK_KEY = 0x7765656b; // "week"

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

/**
 * Claims the week's round: due from its time for a day, once across instances (the lock makes check-and-claim
 * exclusive).
 */
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
    .select({ user: users, porto: idAndName(portos), carga_tipo: idAndName(cargasTipos) })
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
    const entry = byUser.get(r.user.id) ?? { user: r.user, subs: [] };
    entry.subs.push({ porto: r.porto, carga_tipo: r.carga_tipo });
    byUser.set(r.user.id, entry);
  }
  return [...byUser.values()];
}

/**
 * The ports and comm types a user may subscribe to: the ports whose line-ups they see, the types of the comms they see.
 */
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
  const clock = roundClock(tickMs);
  const base = appUrl.replace(/\/$/, "");

  const section = async (
    user: UserRow,
    weeks: { from: string; to: string }[],
    sub: { porto: { id: number; name: string }; carga_tipo: { id: number; name: string } },
  ): Promise<ReportSection> => {
    const ports: ExportPort[] = await streamBoard(
      db,
      user,
      withDefaults({ carga_tipo_id: sub.carga_tipo.id, porto_id: [sub.porto.id] }),
    );
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
    if (clock.stopped) return { ran: false, reason: "stopped" };
    const claim = await claimRound(db, schedule);
    if ("reason" in claim) return { ran: false, reason: claim.reason };
    const weeks = reportWeeks(claim.claimed, schedule.zone);
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
          zone: schedule.zone,
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
          description:
            `Weekly report of ${dayMonthYear(week.from)}–${dayMonthYear(week.to)} e-mailed to ${user.name} ` +
            `(${user.email}): ${what}`,
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
    runRound: () => clock.track(runRound()),
    start() {
      if (!schedule) return;
      clock.start(() => void clock.track(runRound()).catch(logRoundFailure(log, "weekly report")));
    },
    close: () => clock.stop(),
  };
}
