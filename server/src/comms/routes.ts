import { and, asc, count, desc, eq, exists, ilike, inArray, isNull } from "drizzle-orm";
import { MESSAGES } from "@lineup/shared";
import type { FastifyInstance } from "fastify";
import { Type, type Static } from "typebox";
import { recordActivity } from "../activity/record";
import { signedIn } from "../auth/plugin";
import { Message } from "../auth/schemas";
import { cargas, cargasTipos } from "../db/schema";
import { contains, likeTerm, now } from "../http/crud";
import { notFound, ValidationError } from "../http/errors";
import { FORM_CONSUMES, formFields } from "../http/form-body";
import { withMethodOverride } from "../http/method-override";
import { ordering, pageOf, paging, PagingQuery } from "../http/paging";
import { IdParams } from "../http/params";
import { assertCommsUnused, loadCommTypes, presentComm } from "./repository";
import { commChanges, commValues, CommTypeInput, NewCommInput, StandaloneCommInput } from "./schemas";
import { handleNewComm } from "../ports/terminal-comms";

const TypeListQuery = Type.Object({
  ...PagingQuery.properties,
  carga: Type.Optional(Type.String({ maxLength: 200 })),
  with: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
});
const CommListQuery = Type.Object({ ...PagingQuery.properties, tipo_id: Type.Optional(Type.Integer({ minimum: 1 })) });

const typeSnapshot = (t: { name: string; cargas: { name: string; synonym: string | null; color: string }[] }) => ({
  name: t.name,
  cargas: t.cargas.map((c) => `${c.name} (${c.synonym ?? ""}, ${c.color})`).join("; "),
});

/** Comm types with their comms, and the generic `/cargas` resource. */
export async function commRoutes(app: FastifyInstance) {
  const tags = ["comms"];
  const live = isNull(cargasTipos.deleted_at);

  const findType = async (id: number) => {
    const [row] = await app.db
      .select()
      .from(cargasTipos)
      .where(and(eq(cargasTipos.id, id), live))
      .limit(1);
    if (!row) throw notFound("Comm type not found.");
    const [full] = await loadCommTypes(app.db, [row]);
    if (!full) throw notFound("Comm type not found.");
    return full;
  };
  const findComm = async (id: number) => {
    const [row] = await app.db
      .select()
      .from(cargas)
      .where(and(eq(cargas.id, id), isNull(cargas.deleted_at)))
      .limit(1);
    if (!row) throw notFound("Comm not found.");
    return row;
  };

  app.get(
    "/cargas_tipos",
    {
      onRequest: app.authorize("view", "commTypes"),
      schema: { tags, summary: "List comm types with their comms", querystring: TypeListQuery },
    },
    async (request) => {
      const q = request.query as Static<typeof TypeListQuery>;
      const p = paging(q);
      const commTerm = q.carga?.trim();
      const where = and(
        live,
        contains(cargasTipos.name, q.name),
        commTerm
          ? exists(
              app.db
                .select({ x: cargas.id })
                .from(cargas)
                .where(
                  and(
                    eq(cargas.tipo_id, cargasTipos.id),
                    isNull(cargas.deleted_at),
                    ilike(cargas.name, likeTerm(commTerm)),
                  ),
                ),
            )
          : undefined,
      );
      const { column, direction } = ordering(q, ["name", "created_at", "id"] as const, "name");
      const [rows, totals] = await Promise.all([
        app.db
          .select()
          .from(cargasTipos)
          .where(where)
          .orderBy(direction === "desc" ? desc(cargasTipos[column]) : asc(cargasTipos[column]), asc(cargasTipos.id))
          .limit(p.perPage)
          .offset(p.offset),
        app.db.select({ n: count() }).from(cargasTipos).where(where),
      ]);
      return pageOf(await loadCommTypes(app.db, rows), totals[0]?.n ?? 0, p);
    },
  );

  app.get(
    "/cargas_tipos/:id",
    {
      onRequest: app.authorize("view", "commTypes"),
      schema: { tags, summary: "Show a comm type with its comms", params: IdParams, response: { 404: Message } },
    },
    async (request) => findType((request.params as IdParams).id),
  );

  app.post(
    "/cargas_tipos",
    {
      onRequest: app.authorize("create", "commTypes"),
      preValidation: formFields,
      schema: { tags, consumes: FORM_CONSUMES, summary: "Create a comm type with comms", body: CommTypeInput },
    },
    async (request, reply) => {
      const me = signedIn(request);
      const body = request.body as CommTypeInput;
      const id = await app.db.transaction(async (tx) => {
        const [type] = await tx.insert(cargasTipos).values({ name: body.name.trim() }).returning();
        if (!type) throw new Error("insert returned no comm type");
        if (body.cargas?.length)
          await tx.insert(cargas).values(body.cargas.map((c) => ({ ...commValues(c), tipo_id: type.id })));
        const [full] = await loadCommTypes(tx, [type]);
        await recordActivity(tx, {
          userId: me.id,
          action: "criou",
          subjectType: "cargas_tipos",
          subjectId: type.id,
          description: `${me.name} created comm type ${type.name}`,
          after: full ? typeSnapshot(full) : null,
        });
        return type.id;
      });
      return reply.status(201).send(await findType(id));
    },
  );

  withMethodOverride(app, "/cargas_tipos/:id", {
    put: {
      options: {
        onRequest: app.authorize("update", "commTypes"),
        schema: {
          tags,
          summary: "Edit a comm type; comms left out are removed",
          description:
            "Each comm sent with its id is edited: its name and synonym as sent, its color and flags (ie_analise, ie_export, ie_import) only when sent (left out, they are kept).",
          params: IdParams,
          body: CommTypeInput,
        },
      },
      handler: async (request) => {
        const me = signedIn(request);
        const { id } = request.params;
        const before = await findType(id);
        const body = request.body;
        const incoming = body.cargas ?? [];
        const known = new Set(before.cargas.map((c) => c.id));
        const errors: Record<string, string[]> = {};
        incoming.forEach((c, i) => {
          if (c.id !== undefined && !known.has(c.id))
            errors[`cargas.${i}.id`] = ["This comm does not belong to the comm type."];
        });
        if (Object.keys(errors).length) throw new ValidationError(errors);
        const keptIds = incoming.flatMap((c) => (c.id === undefined ? [] : [c.id]));
        await app.db.transaction(async (tx) => {
          const removed = before.cargas.filter((c) => !keptIds.includes(c.id));
          await assertCommsUnused(tx, removed);
          if (removed.length)
            await tx
              .update(cargas)
              .set({ deleted_at: now() })
              .where(
                inArray(
                  cargas.id,
                  removed.map((c) => c.id),
                ),
              );
          await tx.update(cargasTipos).set({ name: body.name.trim(), updated_at: now() }).where(eq(cargasTipos.id, id));
          for (const c of incoming) {
            if (c.id !== undefined)
              await tx
                .update(cargas)
                .set({ ...commChanges(c), updated_at: now() })
                .where(eq(cargas.id, c.id));
            else await tx.insert(cargas).values({ ...commValues(c), tipo_id: id });
          }
          const [row] = await tx.select().from(cargasTipos).where(eq(cargasTipos.id, id));
          const [after] = row ? await loadCommTypes(tx, [row]) : [];
          await recordActivity(tx, {
            userId: me.id,
            action: "editou",
            subjectType: "cargas_tipos",
            subjectId: id,
            description: `${me.name} edited comm type ${body.name.trim()}`,
            before: typeSnapshot(before),
            after: after ? typeSnapshot(after) : null,
          });
        });
        return findType(id);
      },
    },
    delete: {
      options: {
        onRequest: app.authorize("delete", "commTypes"),
        schema: {
          tags,
          summary: "Delete a comm type (refused while its comms are in use)",
          params: IdParams,
          response: { 404: Message, 409: Message },
        },
      },
      handler: async (request) => {
        const me = signedIn(request);
        const { id } = request.params;
        const before = await findType(id);
        await app.db.transaction(async (tx) => {
          await assertCommsUnused(tx, before.cargas);
          await tx
            .update(cargas)
            .set({ deleted_at: now() })
            .where(and(eq(cargas.tipo_id, id), isNull(cargas.deleted_at)));
          await tx.update(cargasTipos).set({ deleted_at: now() }).where(eq(cargasTipos.id, id));
          await recordActivity(tx, {
            userId: me.id,
            action: "excluiu",
            subjectType: "cargas_tipos",
            subjectId: id,
            description: `${me.name} deleted comm type ${before.name}`,
            before: typeSnapshot(before),
          });
        });
        return { message: MESSAGES.deleted };
      },
    },
  });

  app.post(
    "/cargas_tipos/:id/atualizar",
    {
      onRequest: app.authorize("update", "commTypes"),
      preValidation: formFields,
      schema: {
        tags,
        consumes: FORM_CONSUMES,
        summary: "Mark the comm type as updated now; returns when and who (`atualizador`: id and name)",
        params: IdParams,
        body: Type.Optional(Type.Object({ atualizar: Type.Optional(Type.Unknown()) })),
        response: { 404: Message },
      },
    },
    async (request) => {
      const me = signedIn(request);
      const { id } = request.params as IdParams;
      const before = await findType(id);
      const [row] = await app.db.transaction(async (tx) => {
        const updated = await tx
          .update(cargasTipos)
          .set({ atualizado_data: now(), atualizado_id: me.id })
          .where(eq(cargasTipos.id, id))
          .returning();
        await recordActivity(tx, {
          userId: me.id,
          action: "atualizou",
          subjectType: "cargas_tipos",
          subjectId: id,
          description: `${me.name} marked comm type ${before.name} as updated`,
          before: { atualizado_data: before.atualizado_data },
          after: { atualizado_data: updated[0]?.atualizado_data },
        });
        return updated;
      });
      return {
        atualizado_data: row?.atualizado_data ?? null,
        atualizador: { id: me.id, name: me.name },
        message: MESSAGES.updated,
      };
    },
  );

  app.get(
    "/cargas",
    {
      onRequest: app.authorize("view", "commTypes"),
      schema: { tags, summary: "List comms (optionally of one type)", querystring: CommListQuery },
    },
    async (request) => {
      const q = request.query as Static<typeof CommListQuery>;
      const p = paging(q);
      const where = and(
        isNull(cargas.deleted_at),
        contains(cargas.name, q.name),
        q.tipo_id ? eq(cargas.tipo_id, q.tipo_id) : undefined,
      );
      const { column, direction } = ordering(q, ["name", "synonym", "created_at"] as const, "name");
      const [rows, totals] = await Promise.all([
        app.db
          .select()
          .from(cargas)
          .where(where)
          .orderBy(direction === "desc" ? desc(cargas[column]) : asc(cargas[column]), asc(cargas.id))
          .limit(p.perPage)
          .offset(p.offset),
        app.db.select({ n: count() }).from(cargas).where(where),
      ]);
      return pageOf(rows.map(presentComm), totals[0]?.n ?? 0, p);
    },
  );

  app.get(
    "/cargas/:id",
    {
      onRequest: app.authorize("view", "commTypes"),
      schema: { tags, summary: "Show a comm", params: IdParams, response: { 404: Message } },
    },
    async (request) => presentComm(await findComm((request.params as IdParams).id)),
  );

  const assertType = async (tipoId: number) => {
    const [type] = await app.db
      .select({ id: cargasTipos.id })
      .from(cargasTipos)
      .where(and(eq(cargasTipos.id, tipoId), live));
    if (!type) throw ValidationError.field("tipo_id", "Please select the comm type");
  };

  app.post(
    "/cargas",
    {
      onRequest: app.authorize("create", "commTypes"),
      preValidation: formFields,
      schema: {
        tags,
        consumes: FORM_CONSUMES,
        summary: "Create a comm (quick-create; To analyze defaults to on)",
        body: NewCommInput,
      },
    },
    async (request, reply) => {
      const me = signedIn(request);
      const body = request.body as NewCommInput;
      await assertType(body.tipo_id);
      const comm = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(cargas)
          .values({ ...commValues(body, 1), tipo_id: body.tipo_id })
          .returning();
        if (!row) throw new Error("insert returned no comm");
        if (body.terminal_id) await handleNewComm(tx, me, body.terminal_id, row.id);
        await recordActivity(tx, {
          userId: me.id,
          action: "criou",
          subjectType: "cargas",
          subjectId: row.id,
          description: `${me.name} created comm ${row.name}`,
          after: presentComm(row),
        });
        return row;
      });
      return reply.status(201).send(presentComm(comm));
    },
  );

  withMethodOverride(app, "/cargas/:id", {
    put: {
      options: {
        onRequest: app.authorize("update", "commTypes"),
        schema: {
          tags,
          summary: "Edit a comm",
          description:
            "Name, synonym and tipo_id as sent; color and the flags only when sent (left out, they are kept).",
          params: IdParams,
          body: StandaloneCommInput,
        },
      },
      handler: async (request) => {
        const me = signedIn(request);
        const { id } = request.params;
        const before = await findComm(id);
        const body = request.body;
        await assertType(body.tipo_id);
        const comm = await app.db.transaction(async (tx) => {
          const [row] = await tx
            .update(cargas)
            .set({ ...commChanges(body), tipo_id: body.tipo_id, updated_at: now() })
            .where(eq(cargas.id, id))
            .returning();
          if (!row) throw new Error("update returned no comm");
          await recordActivity(tx, {
            userId: me.id,
            action: "editou",
            subjectType: "cargas",
            subjectId: id,
            description: `${me.name} edited comm ${row.name}`,
            before: presentComm(before),
            after: presentComm(row),
          });
          return row;
        });
        return presentComm(comm);
      },
    },
    delete: {
      options: {
        onRequest: app.authorize("delete", "commTypes"),
        schema: {
          tags,
          summary: "Delete a comm (refused while line-ups use it)",
          params: IdParams,
          response: { 404: Message, 409: Message },
        },
      },
      handler: async (request) => {
        const me = signedIn(request);
        const { id } = request.params;
        const before = await findComm(id);
        await app.db.transaction(async (tx) => {
          await assertCommsUnused(tx, [before]);
          await tx.update(cargas).set({ deleted_at: now() }).where(eq(cargas.id, id));
          await recordActivity(tx, {
            userId: me.id,
            action: "excluiu",
            subjectType: "cargas",
            subjectId: id,
            description: `${me.name} deleted comm ${before.name}`,
            before: presentComm(before),
          });
        });
        return { message: MESSAGES.deleted };
      },
    },
  });
}
