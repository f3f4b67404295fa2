import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { ROLE, type QtyUnit } from "@lineup/shared";
import {
  bercos,
  cargas,
  cargasTipos,
  lineupFieldEvents,
  lineups,
  portos,
  terminais,
  terminalCargas,
  userCargas,
  userPortos,
} from "../src/db/schema";
import { createUser } from "./helpers";

let seq = 0;
const next = () => ++seq;

/** A port with one terminal, one berth and one comm type with a comm, ready for line-up rows. */
export async function makePort(app: FastifyInstance, name = `Port ${next()}`) {
  const [type] = await app.db
    .insert(cargasTipos)
    .values({ name: `Type ${next()}` })
    .returning();
  const [comm] = await app.db
    .insert(cargas)
    .values({ tipo_id: type!.id, name: `Comm ${next()}`, synonym: "C" })
    .returning();
  const [port] = await app.db
    .insert(portos)
    // In UTC, so a test's instants fall on the days they are written with (port-time-zones.test.ts: other zones).
    .values({ name, max_draft: "12.50", bunker: "NOT ALLOWED", ordem: 1, time_zone: "UTC" })
    .returning();
  const [terminal] = await app.db
    .insert(terminais)
    .values({
      porto_id: port!.id,
      name: `Terminal ${next()}`,
      rate: "10000",
      av_dw_bw: "3",
      max_draft: "12",
      draft_berth: "30",
      loa: "250",
    })
    .returning();
  const [berth] = await app.db.insert(bercos).values({ terminal_id: terminal!.id, name: "Berth 1" }).returning();
  await app.db.insert(terminalCargas).values({ terminal_id: terminal!.id, carga_id: comm!.id });
  return { port: port!, terminal: terminal!, berth: berth!, type: type!, comm: comm! };
}

export async function makeLineupRow(
  app: FastifyInstance,
  at: Place,
  values: Partial<typeof lineups.$inferInsert> = {},
) {
  const [row] = await app.db
    .insert(lineups)
    .values({
      terminal_id: at.terminal.id,
      porto_id: at.port.id,
      carga_id: at.comm.id,
      carga_tipo_id: at.type.id,
      status: "Expected",
      ...values,
    })
    .returning();
  return row!;
}

/** The statuses a call goes through, for {@link makeCall}. */
export type CallStatus = "Expected" | "Waiting" | "Loading" | "Discharging" | "Sailed";

/** A line-up row in its last status, and its status changes at the given times (the first one is its creation); `deletedAt` removes it then. */
export async function makeCall(
  app: FastifyInstance,
  at: Place,
  values: Partial<typeof lineups.$inferInsert>,
  changes: [string, CallStatus][],
  userId: number,
  deletedAt?: string,
) {
  const row = await makeLineupRow(app, at, { status: changes.at(-1)?.[1], ...values });
  await writeStatusHistory(app, row, changes, userId, deletedAt);
  return row;
}

/** {@link makeCall} on one app, its status events recorded as one user: for a file's call lists. */
export const callMaker =
  (app: FastifyInstance, userId: number) =>
  (at: Place, values: Partial<typeof lineups.$inferInsert>, changes: [string, CallStatus][], deletedAt?: string) =>
    makeCall(app, at, values, changes, userId, deletedAt);

/**
 * Writes a line-up row's status history with known times, as the write paths
 * record it: `_created` at the first change, one `status` event per change,
 * and with `deletedAt` a `_deleted` event holding the row's last values (the
 * row is then removed).
 */
export async function writeStatusHistory(
  app: FastifyInstance,
  row: typeof lineups.$inferSelect,
  changes: [string, string][],
  userId: number,
  deletedAt?: string,
) {
  let before: string | null = null;
  const events: { field: string; before: unknown; after: unknown; at: string }[] = [];
  for (const [i, [time, status]] of changes.entries()) {
    if (i === 0) events.push({ field: "_created", before: null, after: null, at: time });
    events.push({ field: "status", before, after: status, at: time });
    before = status;
  }
  if (deletedAt) {
    const { terminal_id, berco_id, navio_id, carga_id, is_observacao } = row;
    events.push({
      field: "_deleted",
      before: { terminal_id, status: before, berco_id, navio_id, carga_id, is_observacao },
      after: null,
      at: deletedAt,
    });
    await app.db.delete(lineups).where(eq(lineups.id, row.id));
  }
  await app.db.insert(lineupFieldEvents).values(
    events.map((e) => ({
      ...e,
      lineup_id: row.id,
      terminal_id: row.terminal_id,
      porto_id: row.porto_id,
      user_id: userId,
    })),
  );
}

export async function assignPorts(app: FastifyInstance, userId: number, portIds: number[]) {
  if (portIds.length)
    await app.db.insert(userPortos).values(portIds.map((porto_id) => ({ user_id: userId, porto_id })));
}

export async function assignComms(app: FastifyInstance, userId: number, commIds: number[]) {
  if (commIds.length)
    await app.db.insert(userCargas).values(commIds.map((carga_id) => ({ user_id: userId, carga_id })));
}

/** The fields of {@link portPayload}'s port besides its name and terminals. */
export const PORT_FIELDS = { max_draft: 13.5, bunker: "ALLOWED AT ANCHORAGE", ordem: 3 };

/** {@link portPayload}'s North terminal, without its remark, comms and berths. */
export const NORTH_TERMINAL = {
  name: "North",
  rate: "12000",
  av_dw_bw: "4",
  max_draft: "13.2",
  draft_berth: 40,
  loa: 280,
};

/** A valid port payload with two terminals and berths. */
export const portPayload = (name = `New port ${next()}`, commIds: number[] = []) => ({
  name,
  ...PORT_FIELDS,
  terminais: [
    {
      ...NORTH_TERMINAL,
      remark: "Daylight only",
      cargas_ids: commIds,
      bercos: [{ name: "N1" }, { name: "N2" }],
    },
    {
      name: "South",
      rate: 8000,
      av_dw_bw: 2,
      max_draft: 11,
      draft_berth: "35,5",
      loa: "220",
      bercos: [{ name: "S1" }],
    },
  ],
});

/** Named reference rows for line-up tests: real ones and their TBI placeholders. */
export async function makeParties(app: FastifyInstance) {
  const { navios, agencias, afretadores, recebedores, lineupsPortos, trabalhadores } = await import("../src/db/schema");
  const [vessel, vesselTbi] = await app.db
    .insert(navios)
    .values([{ name: "NORD VENUS", imo: "9412345" }, { name: "TBI" }])
    .returning();
  const [agency, house, agencyTbi] = await app.db
    .insert(agencias)
    .values([{ name: "Williams" }, { name: "Oceanic", is_house: true }, { name: "TBI" }])
    .returning();
  const [charterer, chartererTbi, charterer2] = await app.db
    .insert(afretadores)
    .values([{ name: "Cargill" }, { name: "TBI" }, { name: "Bunge" }])
    .returning();
  const [receiver] = await app.db
    .insert(recebedores)
    .values([{ name: "Fertipar" }])
    .returning();
  const [dest, destTbi] = await app.db
    .insert(lineupsPortos)
    .values([
      { name: "Qingdao", pais: "China" },
      { name: "TBI", pais: "TBI" },
    ])
    .returning();
  const [worker] = await app.db
    .insert(trabalhadores)
    .values([{ name: "OGMO" }])
    .returning();
  return {
    vessel: vessel!,
    vesselTbi: vesselTbi!,
    agency: agency!,
    house: house!,
    agencyTbi: agencyTbi!,
    charterer: charterer!,
    charterer2: charterer2!,
    chartererTbi: chartererTbi!,
    receiver: receiver!,
    dest: dest!,
    destTbi: destTbi!,
    worker: worker!,
  };
}

/** A port made by {@link makePort}: its terminal, berth, comm type and comm. */
export type Place = Awaited<ReturnType<typeof makePort>>;
/** The reference rows made by {@link makeParties}. */
export type Parties = Awaited<ReturnType<typeof makeParties>>;

/** A second terminal on a place's port ("North", every figure 1), with no berth or comm of its own. */
export async function addTerminal(app: FastifyInstance, at: Place, name = "North") {
  const [terminal] = await app.db
    .insert(terminais)
    .values({ porto_id: at.port.id, name, rate: "1", av_dw_bw: "1", max_draft: "1", draft_berth: "1", loa: "1" })
    .returning();
  if (!terminal) throw new Error("no terminal");
  return terminal;
}

/** Another comm of a place's comm type, handled by the place's terminal. */
export async function addComm(app: FastifyInstance, at: Place, name: string, synonym: string) {
  const [comm] = await app.db.insert(cargas).values({ tipo_id: at.type.id, name, synonym }).returning();
  if (!comm) throw new Error("no comm");
  await app.db.insert(terminalCargas).values({ terminal_id: at.terminal.id, carga_id: comm.id });
  return comm;
}

/** The fields of {@link callFields}, typed as the table save takes them. */
interface CallFields {
  status: CallStatus;
  navio_id: number;
  carga_id: number;
  afretador_id: number;
  recebedor_id: number;
  destination_porto: number;
  qty: string;
  qty_unidade: QtyUnit;
}

/** The fields a call needs to be saved, on a place with `makeParties`' parties (its comm type follows the comm). */
export const callFields = (at: Place, parties: Parties): CallFields => ({
  status: "Waiting",
  navio_id: parties.vessel.id,
  carga_id: at.comm.id,
  afretador_id: parties.charterer.id,
  recebedor_id: parties.receiver.id,
  destination_porto: parties.dest.id,
  qty: "1000",
  qty_unidade: "t",
});

/**
 * A port's people for the line-up tests: the port (`makePort`) and the parties, an admin (Ana) and an operator
 * of the port (Bob).
 */
export async function portTeam(app: FastifyInstance, name = "Santos") {
  const ctx = await makePort(app, name);
  const p = await makeParties(app);
  const ana = await createUser(app, ROLE.admin, { name: "Ana" });
  const bob = await createUser(app, ROLE.operator, { name: "Bob" });
  await assignPorts(app, bob.user.id, [ctx.port.id]);
  return { ctx, p, ana, bob };
}
