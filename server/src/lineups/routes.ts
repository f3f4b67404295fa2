import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Type, type Static } from "typebox";
import { isClient, MESSAGES, parseTypedDate } from "@lineup/shared";
import { recordActivity } from "../activity/record";
import { signedIn } from "../auth/plugin";
import { Message } from "../auth/schemas";
import { lineups, terminais } from "../db/schema";
import { notFound, ValidationError } from "../http/errors";
import { multipartFields } from "../http/form-body";
import { withMethodOverride } from "../http/method-override";
import { IdParams } from "../http/params";
import type { UserRow } from "../users/repository";
import { BoardQuery, withDefaults } from "./board-query";
import { loadBoard, presentRows, waitingDays } from "./board";
import { FormRow, ListSave, type RowPatch } from "./row-schema";
import { loadLookups, validateRow } from "./rules";
import { saveLineupList } from "./save-list";
import { editableTerminal as editableTerminalOf, lineupScope, lineupScopeWhere } from "./scope";

const NUMERIC_KEY = /(_id|_porto|^porto|version|is_observacao|call_number)$/;

/** Multipart form values arrive as text: ids and flags become numbers, empty values null. */
function coerceForm(value: unknown, key = ""): unknown {
  if (Array.isArray(value)) return value.map((v) => coerceForm(v));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, coerceForm(v, k)]));
  if (value === "" || value === "null") return null;
  if (typeof value === "string" && NUMERIC_KEY.test(key) && /^\d+$/.test(value)) return Number(value);
  return value;
}

const DateBody = Type.Object({ campo: Type.Union([Type.Literal("eta"), Type.Literal("etb"), Type.Literal("etc")]), valor: Type.Union([Type.Null(), Type.String({ maxLength: 10 })]) });

/** Line-ups: the board, the form, the table save and the single-field updates. */
export async function lineupRoutes(app: FastifyInstance) {
  const tags = ["lineups"];
  const formPre = async (request: FastifyRequest) => {
    await multipartFields(request);
    if (request.isMultipart()) request.body = coerceForm(request.body);
  };

  const editableTerminal = (user: UserRow, terminalId: number) => editableTerminalOf(app.db, user, terminalId);

  /** A row the user may see (404 otherwise, whether it exists or not). */
  const visibleRow = async (user: UserRow, id: number) => {
    const scope = await lineupScope(app.db, user);
    const [row] = await app.db.select().from(lineups).where(and(eq(lineups.id, id), lineupScopeWhere(scope)));
    if (!row) throw notFound("Line-up not found.");
    return row;
  };

  /** Commits a patch of one row through the table-save command, so versions and events stay in one place. */
  const patchRow = async (user: UserRow, row: typeof lineups.$inferSelect, patch: RowPatch) => {
    await editableTerminal(user, row.terminal_id);
    const { change } = await saveLineupList({ db: app.db, user, terminalId: row.terminal_id, list: [{ ...patch, id: row.id, version: patch.version ?? row.version }], deletedIds: [] });
    app.lineupEvents.emit(change);
  };

  const presentOne = async (user: UserRow, id: number) => {
    const [row] = await app.db.select().from(lineups).where(eq(lineups.id, id));
    if (!row) throw notFound("Line-up not found.");
    const [shaped] = await presentRows(app.db, [row], { client: isClient(user) });
    return shaped;
  };

  app.get("/lineups", { onRequest: app.authorize("view", "lineups"), schema: { tags, summary: "The board: ports, terminals, counts and rows for the filters", querystring: BoardQuery } }, async (request) =>
    loadBoard(app.db, signedIn(request), withDefaults(request.query as BoardQuery)),
  );

  app.get("/lineups/:id", { onRequest: app.authorize("view", "lineups"), schema: { tags, params: IdParams, response: { 404: Message } } }, async (request) => {
    const me = signedIn(request);
    const row = await visibleRow(me, (request.params as IdParams).id);
    return presentOne(me, row.id);
  });

  app.post(
    "/lineups/list",
    { onRequest: app.authorize("update", "lineups"), schema: { tags, summary: "The table save: new, changed and deleted rows of one terminal, in one transaction", body: ListSave, response: { 404: Message } } },
    async (request) => {
      const me = signedIn(request);
      const body = request.body as ListSave;
      const { scope } = await editableTerminal(me, body.terminal_id);
      const deletedIds = body.deleted_lines ?? [];
      if (scope.commIds) {
        const touched = [...body.list.flatMap((r) => (r.id ? [r.id] : [])), ...deletedIds];
        const visible = touched.length ? await app.db.select({ id: lineups.id }).from(lineups).where(and(inArray(lineups.id, touched), lineupScopeWhere(scope))) : [];
        if (visible.length !== new Set(touched).size) throw notFound("Line-up not found.");
        body.list.forEach((r, i) => {
          if (r.carga_id && !scope.commIds?.includes(r.carga_id)) throw ValidationError.field(`list.${i}.carga_id`, "This comm is not assigned to you.");
        });
      }
      const { change, ids } = await saveLineupList({ db: app.db, user: me, terminalId: body.terminal_id, list: body.list, deletedIds });
      app.lineupEvents.emit(change);
      const rows = ids.length ? await app.db.select().from(lineups).where(inArray(lineups.id, ids)) : [];
      const shaped = await presentRows(app.db, rows, { client: false });
      return { message: MESSAGES.linesSaved, lineups: ids.map((id) => shaped.find((r) => r.id === id)) };
    },
  );

  const validateForm = async (body: FormRow) => {
    const [terminal] = await app.db.select().from(terminais).where(eq(terminais.id, body.terminal_id));
    if (!terminal || terminal.porto_id !== body.porto_id) throw ValidationError.field("terminal_id", "The terminal does not belong to the port.");
    const draft = { ...body, cargas_afretadores: body.cargas };
    const errors = validateRow(draft, body.terminal_id, await loadLookups(app.db, [draft]), "", "cargas");
    if (Object.keys(errors).length) throw new ValidationError(errors, MESSAGES.checkLineup);
  };

  const formPatch = (body: FormRow): RowPatch => {
    const { porto_id: _p, terminal_id: _t, cargas, ...rest } = body;
    return { ...rest, ...(cargas !== undefined && { cargas_afretadores: cargas }) };
  };

  app.post("/lineups", { onRequest: app.authorize("create", "lineups"), preValidation: formPre, schema: { tags, summary: "Create a line-up from the form (JSON or multipart)", body: FormRow } }, async (request, reply) => {
    const me = signedIn(request);
    const body = request.body as FormRow;
    await editableTerminal(me, body.terminal_id);
    await validateForm(body);
    const { change, ids } = await saveLineupList({ db: app.db, user: me, terminalId: body.terminal_id, list: [{ ...formPatch(body), status: body.status ?? "Loading" }], deletedIds: [] });
    app.lineupEvents.emit(change);
    return reply.status(201).send({ message: MESSAGES.lineupSaved, lineup: await presentOne(me, ids[0] ?? 0) });
  });

  withMethodOverride(app, "/lineups/:id", {
    put: {
      options: { onRequest: app.authorize("update", "lineups"), preValidation: formPre, schema: { tags, summary: "Edit a line-up from the form", params: IdParams, body: FormRow } },
      handler: async (request) => {
        const me = signedIn(request);
        const body = request.body as FormRow;
        const row = await visibleRow(me, (request.params as IdParams).id);
        await editableTerminal(me, row.terminal_id);
        await validateForm(body);
        if (body.terminal_id !== row.terminal_id) {
          // Moving a call to another terminal: the row leaves one room and joins the other.
          await editableTerminal(me, body.terminal_id);
          await app.db.transaction(async (tx) => {
            await tx.update(lineups).set({ terminal_id: body.terminal_id, porto_id: body.porto_id, berco_id: null, version: row.version + 1, updated_at: sql`now()` }).where(eq(lineups.id, row.id));
            await recordActivity(tx, { userId: me.id, action: "editou", subjectType: "lineups", subjectId: row.id, description: `${me.name} moved a line to another terminal`, before: { terminal_id: row.terminal_id }, after: { terminal_id: body.terminal_id } });
          });
          app.lineupEvents.emit({ terminal_id: row.terminal_id, row_ids: [], deleted_ids: [row.id], fields: {}, user_id: me.id });
          const [moved] = await app.db.select().from(lineups).where(eq(lineups.id, row.id));
          if (moved) await patchRow(me, moved, { ...formPatch(body), version: moved.version });
        } else {
          await patchRow(me, row, formPatch(body));
        }
        return { message: MESSAGES.lineupSaved, lineup: await presentOne(me, row.id) };
      },
    },
    delete: {
      options: { onRequest: app.authorize("delete", "lineups"), schema: { tags, summary: "Delete a line-up", params: IdParams, response: { 404: Message } } },
      handler: async (request) => {
        const me = signedIn(request);
        const row = await visibleRow(me, (request.params as IdParams).id);
        await editableTerminal(me, row.terminal_id);
        const { change } = await saveLineupList({ db: app.db, user: me, terminalId: row.terminal_id, list: [], deletedIds: [row.id] });
        app.lineupEvents.emit(change);
        return { message: MESSAGES.deleted };
      },
    },
  });

  app.post(
    "/lineups/:id/atualizar",
    { onRequest: app.authorize("update", "lineups"), schema: { tags, summary: "Mark a line-up as updated now", params: IdParams, body: Type.Optional(Type.Object({ atualizar: Type.Optional(Type.Unknown()) })) } },
    async (request) => {
      const me = signedIn(request);
      const row = await visibleRow(me, (request.params as IdParams).id);
      await editableTerminal(me, row.terminal_id);
      const [updated] = await app.db.transaction(async (tx) => {
        const result = await tx.update(lineups).set({ atualizado_data: sql`now()`, atualizado_id: me.id }).where(eq(lineups.id, row.id)).returning();
        await recordActivity(tx, { userId: me.id, action: "atualizou", subjectType: "lineups", subjectId: row.id, description: `${me.name} marked a line as updated`, before: { atualizado_data: row.atualizado_data }, after: { atualizado_data: result[0]?.atualizado_data } });
        return result;
      });
      app.lineupEvents.emit({ terminal_id: row.terminal_id, row_ids: [row.id], deleted_ids: [], fields: { [row.id]: ["atualizado_data"] }, user_id: me.id });
      return { atualizado_data: updated?.atualizado_data ?? null, message: MESSAGES.updatedPt };
    },
  );

  app.post(
    "/lineups/:id/data",
    { onRequest: app.authorize("update", "lineups"), schema: { tags, summary: "Set one date (ETA, ETB or ETC); returns it and the waiting time", params: IdParams, body: DateBody } },
    async (request) => {
      const me = signedIn(request);
      const { campo, valor } = request.body as Static<typeof DateBody>;
      const row = await visibleRow(me, (request.params as IdParams).id);
      const iso = valor === null || valor === "" ? null : /^\d{4}-\d{2}-\d{2}$/.test(valor) ? valor : parseTypedDate(valor);
      if (valor && (!iso || iso > "9999-12-31" || Number.isNaN(Date.parse(iso)))) throw ValidationError.field("valor", MESSAGES.invalidDate);
      await patchRow(me, row, { [campo]: iso, version: row.version });
      const [after] = await app.db.select().from(lineups).where(eq(lineups.id, row.id));
      return { data: after?.[campo] ?? null, espera: waitingDays(after?.eta ?? null, after?.etb ?? null), version: after?.version };
    },
  );
}
