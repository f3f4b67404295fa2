import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Type } from "typebox";
import { isCalendarDate, MESSAGES, parseTypedDate, waitingDays } from "@lineup/shared";
import { LineupDateSet, LineupMarked } from "@lineup/shared/wire/lineup-writes";
import { signedIn } from "../auth/plugin";
import { Message } from "../auth/schemas";
import { lineups, terminais } from "../db/schema";
import { notFound, ValidationError } from "../http/errors";
import { FORM_CONSUMES, formFields, multipartFields } from "../http/form-body";
import { withMethodOverride } from "../http/method-override";
import { IdParams } from "../http/params";
import type { UserRow } from "../users/repository";
import { presentRows } from "./present-rows";
import { FormRow, FormUpdate, ListSave, Version, type RowPatch } from "./row-schema";
import { markLineupUpdated } from "./mark-updated";
import { lineupReadRoutes } from "./read-routes";
import { presentStaffLineup, visibleLineup } from "./row-read";
import { saveLineupList, type SaveListProps } from "./save-list";
import { commScope, withOwnSplitLines } from "./scope";
import { Conflict, SavedLineup, SavedList } from "./write-schemas";

const NUMERIC_KEY = /(_id|_porto|^porto|version|is_observacao|call_number)$/;

/** Multipart form values arrive as text: ids and flags become numbers, empty values null. */
function coerceForm(value: unknown, key = ""): unknown {
  if (Array.isArray(value)) return value.map((v) => coerceForm(v));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, coerceForm(v, k)]));
  if (value === "" || value === "null") return null;
  if (typeof value === "string" && NUMERIC_KEY.test(key) && /^\d+$/.test(value)) return Number(value);
  return value;
}

const DateBody = Type.Object({
  campo: Type.Union([Type.Literal("eta"), Type.Literal("etb"), Type.Literal("etc")]),
  valor: Type.Union([Type.Null(), Type.String({ maxLength: 10 })]),
  version: Version,
});
const VersionQuery = Type.Object({ version: Type.Optional(Version) });

/** The `version` a deletion carries in its query or body (a real `DELETE` or `POST` with `_method=delete`), if any. */
function versionOf(source: unknown): number | undefined {
  if (
    !source ||
    typeof source !== "object" ||
    !("version" in source) ||
    source.version === undefined ||
    source.version === null ||
    source.version === ""
  )
    return undefined;
  const v =
    typeof source.version === "number" || typeof source.version === "string" ? Number(source.version) : Number.NaN;
  if (!Number.isInteger(v) || v < 1 || v > 2147483647)
    throw ValidationError.field("version", "The version field must be an integer.");
  return v;
}

/** Line-ups: the board, the form, the table save and the single-field updates. */
export async function lineupRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ["lineups"];
  const formPre = async (request: FastifyRequest) => {
    await multipartFields(request);
    if (request.isMultipart()) request.body = coerceForm(request.body);
  };

  const visibleRow = (user: UserRow, id: number) => visibleLineup(app.db, user, id);
  // Only staff write rows (the policy), so the answers are the staff shape.
  const presentOne = (user: UserRow, id: number) => presentStaffLineup(app.db, user, id);

  /** Runs a save through the command, whose changes are told once it commits. */
  const commit = (props: Omit<SaveListProps, "transact">) => saveLineupList({ transact: app.transact, ...props });

  await lineupReadRoutes(app, tags);

  app.post(
    "/lineups/list",
    {
      onRequest: app.authorize("update", "lineups"),
      schema: {
        tags,
        summary:
          "The table save: new, changed and deleted rows of one terminal, in one transaction; each existing row " +
          "(and deletion) sends the version it was loaded at",
        description:
          "A change to a row stored as Sailed is refused (422 on `list.{i}.status`): Sailed rows are edited " +
          "with the form (`PUT /lineups/{id}`); setting Sailed here is allowed.",
        body: ListSave,
        response: { 200: SavedList, 404: Message, 409: Conflict },
      },
    },
    async (request) => {
      const me = signedIn(request);
      const body = request.body;
      const {
        ids,
        rows: committed,
        replayed,
      } = await commit({
        user: me,
        terminalId: body.terminal_id,
        list: body.list,
        deletedIds: body.deleted_lines ?? [],
        saveId: body.save_id,
      });
      // The rows as this save committed them; a replayed save wrote nothing, so its rows are read as they are now.
      let rows = committed;
      if (replayed && ids.length)
        rows = new Map(
          (
            await presentRows(app.db, await app.db.select().from(lineups).where(inArray(lineups.id, ids)), {
              client: false,
            })
          ).map((r) => [r.id, r]),
        );
      // A sub-agent's answer holds only its comms' split lines, as its board does (the rows handed to the live rooms
      // keep them all). Only their comms are read: an operator's save reads nothing more once committed.
      const commIds = await commScope(app.db, me);
      return { message: MESSAGES.linesSaved, lineups: ids.map((id) => withOwnSplitLines(commIds, rows.get(id))) };
    },
  );

  /** The form names the place of the row; the terminal must be on that port. */
  const assertPlace = async (body: FormRow) => {
    const [terminal] = await app.db.select().from(terminais).where(eq(terminais.id, body.terminal_id));
    if (!terminal || terminal.porto_id !== body.porto_id)
      throw ValidationError.field("terminal_id", "The terminal does not belong to the port.");
  };

  const formPatch = (body: FormRow): RowPatch => {
    const { porto_id: _p, terminal_id: _t, save_id: _s, cargas, ...rest } = body;
    return { ...rest, ...(cargas !== undefined && { cargas_afretadores: cargas }) };
  };

  app.post(
    "/lineups",
    {
      onRequest: app.authorize("create", "lineups"),
      preValidation: formPre,
      schema: {
        tags,
        summary: "Create a line-up from the form (JSON or multipart); with `save_id`, a retry creates it once",
        body: FormRow,
        response: { 201: SavedLineup },
      },
    },
    async (request, reply) => {
      const me = signedIn(request);
      const body = request.body;
      await assertPlace(body);
      const { ids } = await commit({
        user: me,
        terminalId: body.terminal_id,
        list: [{ ...formPatch(body), status: body.status ?? "Loading" }],
        deletedIds: [],
        keys: "form",
        saveId: body.save_id,
      });
      return reply.status(201).send({ message: MESSAGES.lineupSaved, lineup: await presentOne(me, ids[0] ?? 0) });
    },
  );

  withMethodOverride(app, "/lineups/:id", {
    put: {
      options: {
        onRequest: app.authorize("update", "lineups"),
        preValidation: formPre,
        schema: {
          tags,
          summary:
            "Edit a line-up from the form; a new terminal moves it there. `version` is the one loaded (409 when " +
            "a field it changes was changed since); with `save_id`, a retry applies it once",
          params: IdParams,
          body: FormUpdate,
          response: { 200: SavedLineup, 404: Message, 409: Conflict },
        },
      },
      handler: async (request) => {
        const me = signedIn(request);
        const body = request.body;
        const row = await visibleRow(me, request.params.id);
        await assertPlace(body);
        // A new terminal moves the row with the same save: one version, one transaction, based on the client's version.
        await commit({
          user: me,
          terminalId: row.terminal_id,
          list: [{ ...formPatch(body), id: row.id, version: body.version, terminal_id: body.terminal_id }],
          deletedIds: [],
          keys: "form",
          saveId: body.save_id,
        });
        return { message: MESSAGES.lineupSaved, lineup: await presentOne(me, row.id) };
      },
    },
    delete: {
      options: {
        onRequest: app.authorize("delete", "lineups"),
        schema: {
          tags,
          summary: "Delete a line-up; with `version` (query or body), refused with 409 when the row changed since",
          params: IdParams,
          querystring: VersionQuery,
          response: { 200: Message, 404: Message, 409: Conflict },
        },
      },
      handler: async (request) => {
        const me = signedIn(request);
        const row = await visibleRow(me, request.params.id);
        const version = versionOf(request.query) ?? versionOf(request.body);
        await commit({
          user: me,
          terminalId: row.terminal_id,
          list: [],
          deletedIds: [version === undefined ? row.id : { id: row.id, version }],
        });
        return { message: MESSAGES.deleted };
      },
    },
  });

  app.post(
    "/lineups/:id/atualizar",
    {
      onRequest: app.authorize("update", "lineups"),
      preValidation: formFields,
      schema: {
        tags,
        summary: "Mark a line-up as updated now; returns when and who (`atualizador`, a name)",
        consumes: FORM_CONSUMES,
        params: IdParams,
        body: Type.Optional(Type.Object({ atualizar: Type.Optional(Type.Unknown()) })),
        response: { 200: LineupMarked },
      },
    },
    async (request) => {
      const me = signedIn(request);
      const row = await visibleRow(me, request.params.id);
      const atualizado_data = await markLineupUpdated({ transact: app.transact, user: me, id: row.id });
      return { atualizado_data, atualizador: me.name, message: MESSAGES.updatedPt };
    },
  );

  app.post(
    "/lineups/:id/data",
    {
      onRequest: app.authorize("update", "lineups"),
      schema: {
        tags,
        summary:
          "Set one date (ETA, ETB or ETC) of the row loaded at `version` (409 when that date changed since); " +
          "returns it, the waiting time and the new version",
        params: IdParams,
        body: DateBody,
        response: { 200: LineupDateSet, 404: Message, 409: Conflict },
      },
    },
    async (request) => {
      const me = signedIn(request);
      const { campo, valor, version } = request.body;
      const row = await visibleRow(me, request.params.id);
      const iso = valor === null || valor === "" ? null : isCalendarDate(valor) ? valor : parseTypedDate(valor);
      if (valor && !iso) throw ValidationError.field("valor", MESSAGES.invalidDate);
      await commit({
        user: me,
        terminalId: row.terminal_id,
        list: [{ [campo]: iso, id: row.id, version }],
        deletedIds: [],
      });
      const [after] = await app.db.select().from(lineups).where(eq(lineups.id, row.id));
      // Deleted by someone else since this change committed.
      if (!after) throw notFound("Line-up not found.");
      return { data: after[campo], espera: waitingDays(after.eta, after.etb), version: after.version };
    },
  );
}
