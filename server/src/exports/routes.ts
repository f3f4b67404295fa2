import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { PassThrough } from "node:stream";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Type, type Static } from "typebox";
import { lineupsFileName, MESSAGES } from "@lineup/shared";
import { recordActivity } from "../activity/record";
import { signedIn } from "../auth/plugin";
import { Message } from "../auth/schemas";
import { HttpError, ValidationError } from "../http/errors";
import { fileAnswer } from "../http/file-answers";
import { FORM_CONSUMES, formFields } from "../http/form-body";
import { assertTerminalVisible } from "../lineups/scope";
import { cargasTipos } from "../db/schema";
import { BoardQuery } from "@lineup/shared/wire/board-query";
import { withDefaults } from "../lineups/board-query";
import { boardForExport } from "../lineups/board-export";
import type { UserRow } from "../users/repository";
import { XLSX_TYPE, type ExportPort } from "./workbook";
import { DOWNLOAD_BUFFER_BYTES, lineupWorkbookBuffer, writeLineupWorkbook } from "./workbook-writer";
import { lineupMail, plural, utcStamp } from "./lineup-mail";
import { currentEmailInformation } from "../email/routes";
import { refusedRecipient } from "../mail/mailer";

/** The board's filters plus whether to include the Agency column (spec.md: the download asks). */
const DownloadBody = Type.Intersect([
  BoardQuery,
  Type.Object({ agencia: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Boolean()])) }),
]);
type DownloadBody = Static<typeof DownloadBody>;

const SendBody = Type.Intersect([
  DownloadBody,
  Type.Object({
    email: Type.String({ format: "email", maxLength: 254 }),
    /** `terminal`: the terminal of `terminal_id`; `porto`: every terminal of the chosen ports. */
    type: Type.Union([Type.Literal("terminal"), Type.Literal("porto")]),
  }),
]);

/**
 * Line-up spreadsheets: download (one terminal or all) and the same file by e-mail; the import is in import-routes.ts.
 */
export async function exportRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ["lineups"];

  /**
   * The board's ports and terminals for the filters, scoped to the user, each terminal's rows read page by page as its
   * sheet is written; with `as_of`, the board as it stood then (read once, as `GET /lineups?as_of=` reads it).
   */
  const exportFor = async (user: UserRow, body: DownloadBody) => {
    const { agencia, ...query } = body;
    // A named terminal outside the user's ports is a 404, as every other foreign object (not an empty workbook).
    if (query.terminal_id !== undefined) await assertTerminalVisible(app.db, user, query.terminal_id);
    const filters = withDefaults(query);
    const [type] = await app.db
      .select({ name: cargasTipos.name })
      .from(cargasTipos)
      .where(eq(cargasTipos.id, filters.carga_tipo_id));
    const board = await boardForExport(app.db, user, filters);
    const ports: ExportPort[] = board.ports;
    const options = {
      agency: agencia === 1 || agencia === true,
      destinationLabel: type?.name === "FERTILIZER" ? "POL" : "Disport",
      agencyName: app.config.agencyName,
      // Downloads are for staff, who may import them back (the e-mailed copy leaves them out); a past board's rows
      // carry today's versions, and imported back they would undo every change since.
      lineIds: !board.asOf,
    };
    return { ports, options, cargoType: type?.name ?? "chosen", asOf: board.asOf };
  };

  for (const path of ["/lineups/download", "/lineups/download/all"]) {
    app.post(
      path,
      {
        onRequest: app.authorize("export", "lineups"),
        schema: {
          tags,
          summary: path.endsWith("/all")
            ? "Spreadsheet of every chosen port's line-ups, one sheet per terminal"
            : "Spreadsheet of one terminal's line-ups (terminal_id)",
          description:
            "Quantities are numbers (format #,##0.000, unit in its own column), dates are dates (dd/mm/yyyy), " +
            "split lines sit under their call; `agencia: 1` adds the Agency column. Streamed: each terminal's " +
            "rows are read from the database in pages while its sheet is written. With `as_of` the rows are " +
            "those of the board as it stood then (as `GET /lineups?as_of=`; 422 for a time in the future, " +
            "unreadable or before the history) and the file is named after that instant " +
            "(`lineups-as-of-2026-11-17-0900-UTC.xlsx`).",
          body: DownloadBody,
          response: {
            200: fileAnswer(XLSX_TYPE, "The spreadsheet (lineups.xlsx, or named after the `as_of` instant)"),
            404: Message,
          },
        },
      },
      async (request, reply) => {
        const body = request.body;
        // Per terminal when a terminal is named; /all ignores it and exports every terminal of the filters.
        const { ports, options, asOf } = await exportFor(
          signedIn(request),
          path.endsWith("/all") ? { ...body, terminal_id: undefined } : body,
        );
        const out = new PassThrough({ highWaterMark: DOWNLOAD_BUFFER_BYTES });
        writeLineupWorkbook(ports, options, out).catch((error: unknown) => {
          // The headers are gone: all that is left is to cut the download short (the client sees a failed transfer).
          request.log.warn({ err: error }, "spreadsheet download stopped");
          out.destroy(error instanceof Error ? error : new Error(String(error)));
        });
        return reply
          .header("content-type", XLSX_TYPE)
          .header("content-disposition", `attachment; filename="${lineupsFileName(asOf)}"`)
          .send(out);
      },
    );
  }

  app.post(
    "/lineups/sendemail",
    {
      config: { idempotent: "answer" },
      onRequest: app.authorize("export", "lineups"),
      preValidation: formFields,
      schema: {
        tags,
        consumes: FORM_CONSUMES,
        summary: "E-mail the line-up spreadsheet",
        description:
          "The E-mail information body, a summary of the attachment and the spreadsheet, sent through SMTP_URL " +
          "(or written to the outbox); recorded in the activity log. With `as_of`, the board as it stood then " +
          "(the subject, summary and file name say when). A recipient the mail server refuses is a 422 on " +
          "`email`; an unreachable server a 502.",
        body: SendBody,
        response: { 200: Message, 404: Message },
      },
    },
    async (request) => {
      const me = signedIn(request);
      const { email, type, ...filters } = request.body;
      // A terminal's export names its terminal: without one it would mail every terminal of the filters.
      if (type === "terminal" && filters.terminal_id === undefined)
        throw new ValidationError({ terminal_id: ["The terminal_id field is required when type is terminal."] });
      const { ports, options, cargoType, asOf } = await exportFor(
        me,
        type === "porto" ? { ...filters, terminal_id: undefined } : filters,
      );
      // The attachment is written first: its sheets say what the summary above it counts.
      // Mailed outside the agency: a sheet to read, not to import back.
      const { file, sheets } = await lineupWorkbookBuffer(ports, { ...options, lineIds: false });
      const mail = lineupMail({
        to: email,
        body: (await currentEmailInformation(app.db))?.description ?? "",
        cargoType,
        sheets,
        sender: me.name,
        at: new Date(),
        attachment: file,
        asOf,
      });
      const what = { email, type, subject: mail.subject, sheets, as_of: asOf };
      const asOfWords = asOf ? ` as of ${utcStamp(new Date(asOf))}` : "";
      const record = (description: string, after: Record<string, unknown>) =>
        recordActivity(app.db, {
          userId: me.id,
          action: "criou",
          subjectType: "lineups_export",
          subjectId: null,
          description,
          before: null,
          after: { ...what, ...after },
        });
      const rows = sheets.reduce((n, s) => n + s.lines, 0);
      let delivery;
      try {
        delivery = await app.mailer.send(mail);
      } catch (error) {
        const refused = refusedRecipient(error);
        const reason = refused ?? (error instanceof Error ? error.message : String(error));
        request.log.warn({ err: error, to: email }, "line-up e-mail not delivered");
        await record(
          `${me.name}'s e-mail of the ${cargoType} line-up${asOfWords} to ${email} was not delivered: ${reason}`,
          { delivered: false, error: reason },
        );
        if (refused)
          throw ValidationError.field("email", `The mail server refused this address (${refused}). Check the e-mail.`);
        throw new HttpError(502, "The e-mail could not be sent: the mail server did not answer. Try again later.");
      }
      await record(
        `${me.name} e-mailed the ${cargoType} line-up${asOfWords} (${plural(rows, "line-up")} ` +
          `in ${plural(sheets.length, "sheet")}) to ${email}`,
        {
          delivered: true,
          via: delivery?.via ?? null,
          message_id: delivery?.messageId ?? null,
          response: delivery?.detail ?? null,
        },
      );
      return { message: MESSAGES.sent };
    },
  );
}
