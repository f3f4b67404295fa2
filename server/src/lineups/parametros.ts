import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { hiddenFieldAttributes, isClient, mayReadFieldList, type FieldList } from "@lineup/shared";
import { LineupParameters, type VesselOption } from "@lineup/shared/wire/lineup-parameters";
import { signedIn } from "../auth/plugin";
import { idAndName } from "../db/client";
import {
  afretadores,
  agencias,
  bercos,
  cargas,
  cargasTipos,
  lineupsPortos,
  navios,
  portos,
  recebedores,
  terminais,
  terminalCargas,
  trabalhadores,
} from "../db/schema";
import { presentComm } from "../comms/repository";
import { lineupScope, withinAssigned } from "./scope";

const flag = Type.Optional(Type.Union([Type.Boolean(), Type.String()]));
const Query = Type.Object({
  portos: flag,
  navios: flag,
  agencias: flag,
  lineups_portos: flag,
  afretadores: flag,
  trabalhadores: flag,
  recebedores: flag,
  cargas: flag,
});

const on = (v: boolean | string | undefined) => v === true || v === "1" || v === "true";

/** The TBI placeholder first, then by name: it is the option picked when a party is not known yet. */
const tbiFirst = (name: AnyPgColumn) => [sql`upper(${name}) = 'TBI' desc`, asc(name)];

/**
 * Every option list the line-up screens need, in one call. Lists are scoped as
 * the line-ups are, and reference lists follow the shared policy
 * (`mayReadFieldList`, `hiddenFieldAttributes`): clients never receive
 * agencies, receivers, workers or a vessel's agency-client flag, and are
 * offered only the cargo types and ports in which they follow a comm.
 */
export async function parametrosRoute(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  /** A list of parties by id and name, the TBI placeholder first. */
  const tbiFirstNames = (table: typeof afretadores | typeof recebedores) =>
    app.db
      .select(idAndName(table))
      .from(table)
      .orderBy(...tbiFirst(table.name));
  app.get(
    "/lineups/parametros",
    {
      onRequest: app.authorize("view", "lineups"),
      schema: {
        tags: ["lineups"],
        summary: "Option lists for the line-up screens",
        description:
          "Every list when the query names none; else the comm types and the lists it names (`portos=1`, ...).",
        querystring: Query,
        response: { 200: LineupParameters },
      },
    },
    async (request, reply) => {
      const me = signedIn(request);
      const q = request.query;
      const all = !Object.values(q).some(on);
      const want = (k: keyof typeof q) => all || on(q[k]);
      const wantList = (list: FieldList) => want(list) && mayReadFieldList(me, list);
      /** The rows without what the policy keeps from the user: `T` must have those attributes optional. */
      const withoutHidden = <T extends object>(list: FieldList, rows: T[]): T[] => {
        const hidden = hiddenFieldAttributes(me, list);
        if (!hidden.length) return rows;
        return rows.map((row) => {
          const kept = { ...row };
          for (const key of hidden) Reflect.deleteProperty(kept, key);
          return kept;
        });
      };
      const scope = await lineupScope(app.db, me);
      const client = isClient(me);

      // A client is offered only the cargo types of the comms it follows, and the ports with a terminal that handles
      // one.
      const followed = client ? (scope.commIds ?? []) : undefined;
      const followedTypes =
        followed && app.db.select({ id: cargas.tipo_id }).from(cargas).where(withinAssigned(cargas.id, followed));
      const followedPorts =
        followed &&
        app.db
          .select({ id: terminais.porto_id })
          .from(terminais)
          .innerJoin(terminalCargas, eq(terminalCargas.terminal_id, terminais.id))
          .where(withinAssigned(terminalCargas.carga_id, followed));
      const result: LineupParameters = {
        cargas_tipos: await app.db
          .select(idAndName(cargasTipos))
          .from(cargasTipos)
          .where(and(isNull(cargasTipos.deleted_at), followedTypes && inArray(cargasTipos.id, followedTypes)))
          .orderBy(asc(cargasTipos.id)),
      };
      if (want("portos")) {
        const ports = await app.db
          .select()
          .from(portos)
          .where(and(withinAssigned(portos.id, scope.portIds), followedPorts && inArray(portos.id, followedPorts)))
          .orderBy(asc(portos.ordem), asc(portos.name));
        const ids = ports.map((p) => p.id);
        const terms = ids.length
          ? await app.db.select().from(terminais).where(inArray(terminais.porto_id, ids)).orderBy(asc(terminais.id))
          : [];
        const tIds = terms.map((t) => t.id);
        const [berths, tComms] = tIds.length
          ? await Promise.all([
              app.db.select().from(bercos).where(inArray(bercos.terminal_id, tIds)).orderBy(asc(bercos.name)),
              app.db.select().from(terminalCargas).where(inArray(terminalCargas.terminal_id, tIds)),
            ])
          : [[], []];
        result.portos = ports.map((p) => ({
          id: p.id,
          name: p.name,
          // The zone its days and times are in (a distribution list's send time is read in it).
          time_zone: p.time_zone,
          terminais: terms
            .filter((t) => t.porto_id === p.id)
            .map((t) => ({
              id: t.id,
              name: t.name,
              cargas_ids: tComms.filter((c) => c.terminal_id === t.id).map((c) => c.carga_id),
              bercos: berths
                .filter((b) => b.terminal_id === t.id)
                .map((b) => ({ id: b.id, name: client && b.name.trim().toUpperCase() === "TBI" ? "" : b.name })),
            })),
        }));
      }
      if (want("cargas")) {
        const rows = await app.db
          .select()
          .from(cargas)
          .where(and(isNull(cargas.deleted_at), withinAssigned(cargas.id, scope.commIds)))
          .orderBy(asc(cargas.name));
        result.cargas = rows.map(presentComm);
      }
      if (wantList("navios")) {
        const rows = await app.db
          .select()
          .from(navios)
          .orderBy(...tbiFirst(navios.name));
        result.navios = withoutHidden(
          "navios",
          rows.map((n): VesselOption => ({ ...n, name_with_imo: n.imo ? `${n.name} (IMO ${n.imo})` : n.name })),
        );
      }
      if (wantList("afretadores")) result.afretadores = await tbiFirstNames(afretadores);
      if (wantList("lineups_portos"))
        result.lineups_portos = await app.db
          .select({
            id: lineupsPortos.id,
            name: lineupsPortos.name,
            port_name: lineupsPortos.port_name,
            pais: lineupsPortos.pais,
          })
          .from(lineupsPortos)
          .orderBy(...tbiFirst(lineupsPortos.name));
      if (wantList("agencias"))
        result.agencias = await app.db
          .select({ id: agencias.id, name: agencias.name, is_house: agencias.is_house })
          .from(agencias)
          .orderBy(...tbiFirst(agencias.name));
      if (wantList("recebedores")) result.recebedores = await tbiFirstNames(recebedores);
      if (wantList("trabalhadores"))
        result.trabalhadores = await app.db
          .select(idAndName(trabalhadores))
          .from(trabalhadores)
          .orderBy(asc(trabalhadores.name));
      // Written as it is, not by the schema: fast-json-stringify writes required keys first, which would move a
      // vessel's agency-client flag (optional: clients lack it) after the vessel's other keys. A serializer of its own
      // sets no content type: said here.
      return reply.type("application/json; charset=utf-8").serializer(JSON.stringify).send(result);
    },
  );
}
