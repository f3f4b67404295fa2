import { utcStamp } from "../exports/lineup-mail";
import { XLSX_TYPE } from "../exports/workbook";
import { plainText, type Mail } from "../mail/mailer";
import { dayMonth, dayMonthYear, type Week } from "./weekly-schedule";
import { escapeHtml } from "../http/html";

/** The weekly report's e-mail: its sections (counts, waiting weeks), in HTML and text, the line-ups attached. */

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

export const slug = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .toLowerCase() || "lineup";

const tonnes = (n: number) => `${n.toLocaleString("en-US", { maximumFractionDigits: 3 })} t`;
const days = (n: number | null) =>
  n === null ? "no calls" : `${n.toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 2 })} days`;

/** How this week's mean compares with the mean of the previous weeks' means, in words. */
export function comparison(weeks: WeekWaiting[]): string {
  const [current, ...previous] = weeks;
  const earlier = previous.flatMap((w) => (w.mean_days === null ? [] : [w.mean_days]));
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
  /** The zone the weeks' days are in (WEEKLY_REPORT_AT's). */
  zone: string;
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
      `<table border="1" cellpadding="4" cellspacing="0"><thead><tr><th>Line-up ` +
      `now</th><th>Calls</th><th>Tonnes</th></tr></thead><tbody>` +
      (
        [
          ["Berthed", c.berthed],
          ["Waiting", c.waiting],
          ["Expected", c.expected],
        ] as const
      )
        .map(([label, v]) => `<tr><td>${label}</td><td>${v.calls}</td><td>${tonnes(v.tonnes)}</td></tr>`)
        .join("") +
      `</tbody></table>`;
    const waits =
      `<table border="1" cellpadding="4" cellspacing="0"><thead><tr><th>Week ` +
      `(berthed)</th><th>Calls</th><th>Mean waiting</th></tr></thead><tbody>` +
      s.weeks
        .map(
          (w, i) =>
            `<tr><td>${dayMonth(w.from)}–${dayMonthYear(w.to)}${i === 0 ? " (this week)" : ""}</td>` +
            `<td>${w.calls}</td><td>${days(w.mean_days)}</td></tr>`,
        )
        .join("") +
      `</tbody></table>`;
    return (
      `<h2>${title}</h2>${counts}<p><strong>Waiting time:</strong> ${escapeHtml(comparison(s.weeks))}</p>${waits}` +
      `<p>Attached: ${escapeHtml(s.attachment.filename)}. <a href="${escapeHtml(s.unsubscribeUrl)}">Unsubscribe ` +
      `from ${title}</a></p>`
    );
  });
  const html =
    `<p>Hello ${escapeHtml(input.name)},</p><p>Your weekly line-up report for the week ${period} ` +
    `(${escapeHtml(input.zone)}), generated on ${utcStamp(input.at)}.</p>` +
    sections.join("<hr>") +
    `<p>Change your weekly reports on your profile: <a ` +
    `href="${escapeHtml(input.settingsUrl)}">${escapeHtml(input.settingsUrl)}</a></p>`;
  return {
    to: input.to,
    subject:
      `Weekly line-up ` +
      `report ${period}: ${input.sections.map((s) => `${s.porto.name} ${s.carga_tipo.name}`).join(", ")}`,
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
