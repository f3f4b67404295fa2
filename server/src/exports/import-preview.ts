import { TransactionRollbackError } from "drizzle-orm";
import type { ImportPreview, PreviewLine } from "@lineup/shared/wire/import-sheet";
import type { Db } from "../db/client";
import { untold } from "../db/outbox";
import type { StaffBoardRow } from "@lineup/shared/wire/board";
import type { RowPatch } from "../lineups/row-schema";
import { saveLineupList, type SaveListResult } from "../lineups/save-list";
import type { DeletedLine } from "../lineups/save-plan";
import { committedRows } from "../lineups/save-write";
import { dayMonthYear } from "../reports/weekly-schedule";
import type { UserRow } from "../users/repository";
import type { LineAt } from "./import-lines";
import { terminalLines, type ExportRow } from "./workbook";

const COLUMN_WORDS: Record<string, string> = {
  vessel: "Vessel",
  berth: "Berth",
  status: "Status",
  qty: "QTTY",
  unit: "Unit",
  comm: "Comm",
  eta: "ETA",
  etb: "ETB",
  etc: "ETC",
  charterer: "Charterer",
  receiver: "Receiver",
  destination: "Destination",
  agency: "Agency",
  client: "Client",
  splits: "Split lines",
};

/** A cell the download would write, as text: dates DD/MM/YYYY, quantities with thousands separators. */
const cellWords = (value: unknown): string => {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return dayMonthYear(value.toISOString().slice(0, 10));
  if (typeof value === "number") return value.toLocaleString("en-US", { maximumFractionDigits: 3 });
  return String(value);
};

/** A row's cells as its download writes them, its split lines as one text, keyed by sheet column. */
async function rowWords(row: ExportRow): Promise<Record<string, string>> {
  const words: Record<string, string> = {};
  const splits: string[] = [];
  for await (const line of terminalLines({ name: "", remark: null, lineups: [row] })) {
    if (line.kind === "split") {
      const v = line.values;
      splits.push(
        [v.comm, v.qty === null ? "" : `${cellWords(v.qty)} ${cellWords(v.unit)}`, v.charterer, v.receiver]
          .map(cellWords)
          .filter(Boolean)
          .join(" · "),
      );
    } else for (const [key, value] of Object.entries(line.values)) words[key] = cellWords(value);
  }
  if (!row.is_observacao) words.splits = splits.join("; ");
  return words;
}

const lineOf = (words: Record<string, string>, sheetRow: number | null, id: number | null): PreviewLine => ({
  sheet_row: sheetRow,
  id,
  vessel: words.vessel ?? "",
  status: words.status ?? "",
  eta: words.eta ?? "",
});

export interface PreviewInput {
  user: UserRow;
  terminalId: number;
  rows: RowPatch[];
  deleted: readonly DeletedLine[];
  sheetRows: number[];
  /** Indexes of `rows` added from another terminal's Line ID. */
  copies: ReadonlySet<number>;
  missing: readonly LineAt[];
}

/**
 * What importing a sheet would do, field by field, found by doing it: the import's one table
 * save runs in a transaction that is then rolled back, so the preview applies every rule,
 * conflict and derived field the save does, and shows the rows as the save leaves them.
 * A refused save refuses the preview the same way (422 by sheet row, 409).
 */
export async function previewImport(db: Db, input: PreviewInput): Promise<Omit<ImportPreview, "basis">> {
  const { user, terminalId, rows, deleted, sheetRows, copies, missing } = input;
  let outcome: { before: Map<number, StaffBoardRow>; saved: SaveListResult } | undefined;
  try {
    await db.transaction(async (tx) => {
      const stored = rows.flatMap((r) => (r.id === undefined ? [] : [r.id]));
      const before = await committedRows(tx, [...stored, ...missing.map((m) => m.id)]);
      const saved = await saveLineupList({ transact: untold(tx), user, terminalId, list: rows, deletedIds: deleted });
      outcome = { before, saved };
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  if (!outcome) throw new Error("the preview's save did not run");
  const { before, saved } = outcome;

  const preview: Omit<ImportPreview, "basis"> = { changed: [], added: [], missing: [], unchanged: 0 };
  for (const [i, row] of rows.entries()) {
    const id = saved.ids[i];
    const after = id === undefined ? undefined : saved.rows.get(id);
    const sheetRow = sheetRows[i] ?? null;
    if (!after) continue;
    const afterWords = await rowWords(after);
    if (row.id === undefined) {
      preview.added.push({ ...lineOf(afterWords, sheetRow, null), copied: copies.has(i) });
      continue;
    }
    const was = before.get(row.id);
    if (!was || !saved.change.fields[row.id]?.length) {
      preview.unchanged++;
      continue;
    }
    const beforeWords = await rowWords(was);
    const fields = Object.keys(COLUMN_WORDS)
      .filter((key) => (beforeWords[key] ?? "") !== (afterWords[key] ?? ""))
      .map((key) => ({
        column: was.is_observacao && key === "vessel" ? "Note" : (COLUMN_WORDS[key] ?? key),
        before: beforeWords[key] ?? "",
        after: afterWords[key] ?? "",
      }));
    preview.changed.push({ ...lineOf(afterWords, sheetRow, row.id), fields });
  }
  for (const { id } of missing) {
    const row = before.get(id);
    if (row) preview.missing.push(lineOf(await rowWords(row), null, id));
  }
  return preview;
}
