import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Type, type Static } from "typebox";
import { MESSAGES } from "@lineup/shared";
import { recordActivity } from "../activity/record";
import { signedIn } from "../auth/plugin";
import { Message } from "../auth/schemas";
import { cargasTipos } from "../db/schema";
import { BoardQuery, withDefaults } from "../lineups/board-query";
import { loadBoard } from "../lineups/board";
import type { UserRow } from "../users/repository";
import { lineupWorkbook, type ExportPort } from "./workbook";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The board's filters plus whether to include the Agency column (spec.md: the download asks). */
const DownloadBody = Type.Intersect([BoardQuery, Type.Object({ agencia: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Boolean()])) })]);
type DownloadBody = Static<typeof DownloadBody>;

const SendBody = Type.Intersect([
  DownloadBody,
  Type.Object({
    email: Type.String({ format: "email", maxLength: 254 }),
    /** `terminal`: the terminal of `terminal_id`; `porto`: every terminal of the chosen ports. */
    type: Type.Union([Type.Literal("terminal"), Type.Literal("porto")]),
  }),
]);
type SendBody = Static<typeof SendBody>;

/** Line-up spreadsheets: download (one terminal or all), and the same file by e-mail. */
export async function exportRoutes(app: FastifyInstance) {
  const tags = ["lineups"];

  const workbookFor = async (user: UserRow, body: DownloadBody) => {
    const { agencia, ...filters } = body;
    const board = await loadBoard(app.db, user, withDefaults(filters));
    const [type] = await app.db.select({ name: cargasTipos.name }).from(cargasTipos).where(eq(cargasTipos.id, board.filtros.carga_tipo_id));
    // presentRows shapes rows as loose records; the workbook reads the documented fields of each.
    const ports = board.portos as unknown as ExportPort[];
    return lineupWorkbook(ports, { agency: agencia === 1 || agencia === true, destinationLabel: type?.name === "FERTILIZER" ? "POL" : "Disport" });
  };

  for (const path of ["/lineups/download", "/lineups/download/all"]) {
    app.post(
      path,
      {
        preHandler: app.authorize("export", "lineups"),
        schema: { tags, summary: path.endsWith("/all") ? "Spreadsheet of every chosen port's line-ups" : "Spreadsheet of one terminal's line-ups (terminal_id)", body: DownloadBody },
      },
      async (request, reply) => {
        const body = request.body as DownloadBody;
        // Per terminal when a terminal is named; /all ignores it and exports every terminal of the filters.
        const file = await workbookFor(signedIn(request), path.endsWith("/all") ? { ...body, terminal_id: undefined } : body);
        return reply.header("content-type", XLSX).header("content-disposition", 'attachment; filename="lineups.xlsx"').send(file);
      },
    );
  }

  app.post(
    "/lineups/sendemail",
    { preHandler: app.authorize("export", "lineups"), schema: { tags, summary: "E-mail the line-up spreadsheet", body: SendBody, response: { 200: Message } } },
    async (request) => {
      const me = signedIn(request);
      const { email, type, ...filters } = request.body as SendBody;
      const file = await workbookFor(me, type === "porto" ? { ...filters, terminal_id: undefined } : filters);
      await app.mailer.send({
        to: email,
        subject: "Line-up",
        text: `${me.name} sent you the line-up (attached).`,
        attachments: [{ filename: "lineups.xlsx", content: file, contentType: XLSX }],
      });
      await recordActivity(app.db, { userId: me.id, action: "criou", subjectType: "lineups_export", subjectId: null, description: `${me.name} e-mailed the line-up to ${email}`, before: null, after: { email, type } });
      return { message: MESSAGES.sent };
    },
  );
}
