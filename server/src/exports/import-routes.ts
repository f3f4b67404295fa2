import { setImmediate } from "node:timers/promises";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { MESSAGES } from "@lineup/shared";
import { Type } from "typebox";
import { ImportDone, ImportPreview } from "@lineup/shared/wire/import-sheet";
import { signedIn } from "../auth/plugin";
import { Message, ValidationErrorBody } from "../auth/schemas";
import { conflict, ValidationError } from "../http/errors";
import { asMultipartError } from "../http/form-body";
import { loadLookups, validateRow } from "../lineups/rules";
import { SAVE_ID_PATTERN } from "../lineups/row-schema";
import { saveLineupList } from "../lineups/save-list";
import { earlierSave } from "../lineups/save-write";
import { editableTerminal } from "../lineups/scope";
import type { UserRow } from "../users/repository";
import type { ImportBasis } from "@lineup/shared/wire/import-sheet";
import { ETA_WINDOW_DAYS, inSheetWords, matchSheetLines } from "./import-lines";
import { previewImport } from "./import-preview";
import { looksLikeXlsx, readLineupSheet, ROWS_PER_TURN } from "./import-sheet";
import { SheetError } from "./xlsx-zip";

const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The web app checks the same size before sending (export-actions.tsx). */
const TOO_BIG = "The spreadsheet may not be larger than 5 MB.";
const BASIS_WORDS =
  "basis must be the `basis` object a preview of this import answered ({ matched: { id: version }, missing: { " +
  "id: version } }).";

interface ImportForm {
  terminalId: number;
  file: Buffer | undefined;
  basis: ImportBasis | undefined;
  removeMissing: boolean;
  /** The client's key for this import, as a table save's `save_id`: a retry or a second click applies it once. */
  saveId: string | undefined;
}

/** `{ "12": 3 }`: row ids to the versions a preview showed them at. */
const isVersions = (value: unknown): value is Record<string, number> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.entries(value).every(([id, v]) => /^\d{1,10}$/.test(id) && Number.isInteger(v) && v >= 1);

function parseBasis(text: string): ImportBasis {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw ValidationError.field("basis", BASIS_WORDS);
  }
  if (typeof value !== "object" || value === null || !("matched" in value) || !("missing" in value))
    throw ValidationError.field("basis", BASIS_WORDS);
  const { matched, missing } = value;
  if (!isVersions(matched) || !isVersions(missing)) throw ValidationError.field("basis", BASIS_WORDS);
  return { matched, missing };
}

/**
 * The import's multipart form: `terminal_id`, the sheet, and the preview's `basis` and `remove_missing`; refused early
 * when too large.
 */
async function readImportForm(request: FastifyRequest): Promise<ImportForm> {
  const form: ImportForm = {
    terminalId: 0,
    file: undefined,
    basis: undefined,
    removeMissing: false,
    saveId: undefined,
  };
  try {
    for await (const part of request.parts({ limits: { files: 1, fileSize: IMPORT_MAX_BYTES, fields: 10 } })) {
      if (part.type === "field") {
        const value = String(part.value);
        if (part.fieldname === "terminal_id") form.terminalId = Number(value);
        else if (part.fieldname === "basis") form.basis = parseBasis(value);
        else if (part.fieldname === "remove_missing") form.removeMissing = ["1", "true", "on"].includes(value);
        else if (part.fieldname === "save_id") {
          if (!new RegExp(SAVE_ID_PATTERN).test(value))
            throw ValidationError.field("save_id", "save_id must be 8 to 64 letters, digits, - or _ (a UUID).");
          form.saveId = value;
        }
        continue;
      }
      form.file = await part.toBuffer().catch((error: unknown) => {
        // @fastify/multipart stops reading at the limit and throws FST_REQ_FILE_TOO_LARGE.
        if (error instanceof Error && "code" in error && error.code === "FST_REQ_FILE_TOO_LARGE")
          throw ValidationError.field("file", TOO_BIG);
        throw error;
      });
      if (part.file.truncated) throw ValidationError.field("file", TOO_BIG);
    }
  } catch (error) {
    throw asMultipartError(error);
  }
  return form;
}

/** A stale import: the lines (by sheet row) and fields someone changed since the download or the preview. */
const ImportConflict = Type.Object({
  message: Type.String(),
  conflicts: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.Integer(),
        fields: Type.Array(Type.String()),
        index: Type.Optional(Type.Integer()),
        deleted_index: Type.Optional(Type.Integer()),
        sheet_row: Type.Optional(Type.Integer()),
      }),
    ),
  ),
});
const refusals = { 403: Message, 404: Message, 409: ImportConflict, 422: ValidationErrorBody };

const NOTHING_DONE = { imported: 0, added: 0, updated: 0, unchanged: 0, copied: 0, removed: 0 };

const MATCHING =
  `A line with the Line ID and Version a download wrote updates that row of the terminal from that version ` +
  `(only what changed; a column the sheet lacks keeps its value). ` +
  `A line without a Line ID updates the call of the same vessel on the terminal whose ETA is nearest its own, ` +
  `within ${ETA_WINDOW_DAYS} days (a note, the same note); any other line is added, as is one with another ` +
  `terminal's Line ID (a copy). ` +
  "Rows of the terminal of the sheet's comm types that no line holds are missing from it.";

/**
 * Importing a terminal's spreadsheet (issue 23): a preview of what it would change, and applying it in one table save.
 */
export async function importRoutes(app: FastifyInstance) {
  const tags = ["lineups"];
  const consumes = ["multipart/form-data"];

  /** The sheet read and matched to the terminal's rows, each new line checked; a 422 names sheet rows. */
  const readImport = async (request: FastifyRequest, me: UserRow) => {
    if (!request.isMultipart()) throw ValidationError.field("file", "Send the spreadsheet as multipart/form-data.");
    const form = await readImportForm(request);
    const { terminalId, file, basis } = form;
    if (!Number.isInteger(terminalId) || terminalId < 1 || terminalId > 2147483647)
      throw ValidationError.field("terminal_id", "The terminal field is required.");
    if (!file || !looksLikeXlsx(file)) throw ValidationError.field("file", "Choose an .xlsx spreadsheet.");
    const { scope } = await editableTerminal(app.db, me, terminalId);
    let sheet;
    try {
      sheet = await readLineupSheet(app.db, file, terminalId, { maxRows: app.config.importMaxRows });
    } catch (error) {
      throw ValidationError.field(
        "file",
        error instanceof SheetError ? error.message : "The spreadsheet could not be read.",
      );
    }
    const { sheetRows, splitRows, errors } = sheet;
    const matched = await matchSheetLines(app.db, sheet, terminalId, { basis, scope });
    const { rows } = matched;
    // A split line's problem names its own sheet row, below its call's.
    const rowNumber = (i: number, key: string) => {
      const split = /\.cargas_afretadores\.(\d+)\./.exec(key)?.[1];
      return (split === undefined ? undefined : splitRows[i]?.[Number(split)]) ?? sheetRows[i];
    };
    const lookups = await loadLookups(app.db, rows);
    // A line that updates its row is checked by the save, merged with the row (it may leave columns out).
    for (const [i, row] of rows.entries()) {
      if (row.id !== undefined) continue;
      // Thousands of rows: let other requests through every few hundred.
      if (i % ROWS_PER_TURN === ROWS_PER_TURN - 1) await setImmediate();
      for (const [key, texts] of Object.entries(validateRow(row, terminalId, lookups, `list.${i}.`)))
        (errors[key] ??= []).push(...texts.map((t) => `Row ${rowNumber(i, key)}: ${t}`));
      if (scope.commIds && row.carga_id && !scope.commIds.includes(row.carga_id))
        (errors[`list.${i}.carga_id`] ??= []).push(`Row ${sheetRows[i]}: this comm is not assigned to you.`);
    }
    if (Object.keys(errors).length) throw new ValidationError(errors, MESSAGES.checkAllLines);
    return { form, sheetRows, rowNumber, ...matched };
  };

  app.post(
    "/lineups/importar/preview",
    {
      onRequest: app.authorize("create", "lineups"),
      schema: {
        tags,
        summary: "What importing a spreadsheet into a terminal would change, add and find missing, field by field",
        description:
          `${MATCHING} Nothing is written: the import's save runs and is rolled back, so the preview meets every ` +
          `rule and conflict the import would (422 by sheet row, 409 for lines changed since the download). Send ` +
          `\`basis\` from the answer with the import to apply exactly what was previewed.`,
        consumes,
        response: { 200: ImportPreview, ...refusals },
      },
    },
    async (request) => {
      const me = signedIn(request);
      const { form, rows, sheetRows, rowNumber, matched, missing, copies } = await readImport(request, me);
      const preview = await previewImport(app.db, {
        user: me,
        terminalId: form.terminalId,
        rows,
        deleted: [],
        sheetRows,
        copies,
        missing,
      }).catch((error: unknown) => {
        throw inSheetWords(error, sheetRows, rowNumber);
      });
      const versions = (lines: Iterable<{ id: number; version: number }>) =>
        Object.fromEntries([...lines].map((l) => [String(l.id), l.version]));
      return { ...preview, basis: { matched: versions(matched.values()), missing: versions(missing) } };
    },
  );

  app.post(
    "/lineups/importar",
    {
      onRequest: app.authorize("create", "lineups"),
      schema: {
        tags,
        summary:
          "Add or update a terminal's rows from a spreadsheet laid out as the download: multipart `terminal_id` " +
          "and `file`",
        description:
          `${MATCHING} 409 names the sheet rows someone else changed since the download. With \`basis\` (a ` +
          `preview's) the lines matched without a Line ID and the missing rows are taken at the versions the ` +
          `preview showed: anything changed since is a 409, as is a sheet now matching other rows. ` +
          `\`remove_missing=1\` removes the missing rows (with \`basis\`, only those the preview listed). ` +
          `\`save_id\` (8–64 letters, digits, - or _) makes a retry or second click apply the import once ` +
          `(\`replayed: true\`). The answer counts lines \`added\`, \`updated\`, \`unchanged\`, \`copied\` (added ` +
          `from another terminal's download) and rows \`removed\`.`,
        consumes,
        response: { 201: ImportDone, ...refusals },
      },
    },
    async (request, reply) => {
      const me = signedIn(request);
      const { form, rows, sheetRows, rowNumber, matched, missing, copied } = await readImport(request, me);
      const { basis } = form;
      if (basis) {
        const now = [...matched.values()].map((m) => String(m.id)).sort();
        const then = Object.keys(basis.matched).sort();
        // A second click or a retry of an import already applied matches the rows it added: it is answered as applied.
        if (now.join() !== then.join() && form.saveId && (await earlierSave(app.db, me.id, form.saveId)))
          return reply.status(201).send({ ...NOTHING_DONE, message: MESSAGES.linesSaved, replayed: true });
        if (now.join() !== then.join())
          throw conflict(
            "The terminal's rows changed since the preview, so the sheet now matches other calls. Preview the " +
              "import again.",
          );
      }
      const removed = form.removeMissing ? missing.filter((m) => !basis || String(m.id) in basis.missing) : [];
      const saved = await saveLineupList({
        transact: app.transact,
        user: me,
        terminalId: form.terminalId,
        list: rows,
        deletedIds: removed,
        saveId: form.saveId,
      }).catch((error: unknown) => {
        throw inSheetWords(error, sheetRows, rowNumber);
      });
      if (saved.replayed)
        return reply.status(201).send({ ...NOTHING_DONE, message: MESSAGES.linesSaved, replayed: true });
      const updates = rows.filter((r) => r.id !== undefined);
      const updated = updates.filter((r) => r.id !== undefined && saved.change.fields[r.id]?.length).length;
      return reply.status(201).send({
        message: MESSAGES.linesSaved,
        imported: saved.ids.length,
        added: rows.length - updates.length,
        updated,
        unchanged: updates.length - updated,
        copied,
        removed: removed.length,
        replayed: false,
      });
    },
  );
}
