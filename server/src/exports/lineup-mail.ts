import { lineupsFileName } from "@lineup/shared";
import { sanitizeEmailBody } from "../email/routes";
import { plainText, type Mail } from "../mail/mailer";
import { XLSX_TYPE, type ExportRow, type SheetSummary } from "./workbook";
import { escapeHtml } from "../http/html";

export type { SheetSummary } from "./workbook";

/**
 * The sheets of an export held in lists and what each holds, in sheet order (the streamed download counts as it
 * writes).
 */
export function summarize(
  ports: { name: string; terminais: { name: string; remark?: string | null; lineups: ExportRow[] }[] }[],
): SheetSummary[] {
  return ports.flatMap((p) =>
    p.terminais.map((t) => {
      const lines = t.lineups.filter((r) => !r.is_observacao);
      return {
        port: p.name,
        terminal: t.name,
        lines: lines.length,
        splits: lines.reduce((n, r) => n + (r.cargas_afretadores?.length ?? 0), 0),
        notes: t.lineups.length - lines.length,
      };
    }),
  );
}

export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** "3 line-ups, 1 split line and 1 note". */
export function sheetCounts(s: SheetSummary): string {
  const parts = [
    plural(s.lines, "line-up"),
    ...(s.splits ? [plural(s.splits, "split line")] : []),
    ...(s.notes ? [plural(s.notes, "note")] : []),
  ];
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : (parts[0] ?? "");
}

/** `12/05/2026 14:03 UTC`, the board's day-first dates. */
export function utcStamp(at: Date): string {
  const iso = at.toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 16)} UTC`;
}

export interface LineupMailInput {
  to: string;
  /** The E-mail information body the admins edit (HTML). */
  body: string;
  cargoType: string;
  sheets: SheetSummary[];
  sender: string;
  at: Date;
  attachment: Buffer;
  /** The board as it stood at this instant (ISO), not the live one. */
  asOf?: string | null;
}

/**
 * The e-mailed line-up: the admins' text (sanitised again, whatever is stored),
 * then what is attached (each port and terminal with its rows, the cargo type,
 * when and by whom), as HTML and as plain text derived from it.
 */
export function lineupMail(input: LineupMailInput): Mail {
  const places = [...new Set(input.sheets.map((s) => s.port))];
  const items = input.sheets.length
    ? input.sheets.map((s) => `<li>${escapeHtml(s.port)} – ${escapeHtml(s.terminal)}: ${sheetCounts(s)}</li>`).join("")
    : "<li>No line-ups for these filters.</li>";
  const fileName = lineupsFileName(input.asOf);
  const asOf = input.asOf ? ` as it stood on ${utcStamp(new Date(input.asOf))}` : "";
  const summary =
    `<p><strong>Attached: ${fileName}</strong>, the ${escapeHtml(input.cargoType)} line-up${asOf}` +
    `${input.sheets.length > 1 ? `, one sheet per terminal` : ""}:</p><ul>${items}</ul>` +
    `<p>Generated on ${utcStamp(input.at)} by ${escapeHtml(input.sender)}.</p>`;
  const body = sanitizeEmailBody(input.body).trim();
  const html = `${body ? `${body}<hr>` : ""}${summary}`;
  return {
    to: input.to,
    subject:
      `Line-up ${input.cargoType}${places.length ? `: ${places.join(", ")}` : ""}` +
      `${input.asOf ? ` (as of ${utcStamp(new Date(input.asOf))})` : ""}`,
    html,
    text: plainText(html),
    attachments: [{ filename: fileName, content: input.attachment, contentType: XLSX_TYPE }],
  };
}
