import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { ROLE, type RoleId } from "@lineup/shared";
import { sha256 } from "../../src/auth/tokens";
import {
  activityLogs,
  afretadores,
  agencias,
  bercos,
  cargas,
  cargasTipos,
  displayPortos,
  displays,
  lineups,
  lineupsPortos,
  navios,
  passwordResets,
  portos,
  recebedores,
  terminais,
  terminalCargas,
  trabalhadores,
  userCargas,
  userPortos,
} from "../../src/db/schema";
import { DISPLAY_TOKEN_PREFIX } from "../../src/displays/tokens";
import { createUser, startApp, type TestApp, type TestUser } from "../helpers";

/** Who sends a request: a guest or a user of one of the five roles. */
export type Actor = "anonymous" | "client" | "subAgent" | "operator" | "basicAdmin" | "admin";
export const ACTORS: readonly Actor[] = ["anonymous", "client", "subAgent", "operator", "basicAdmin", "admin"];
export const ROLE_OF: Record<Exclude<Actor, "anonymous">, RoleId> = {
  client: ROLE.client,
  subAgent: ROLE.subAgent,
  operator: ROLE.operator,
  basicAdmin: ROLE.basicAdmin,
  admin: ROLE.admin,
};

/**
 * Where an object sits relative to the actor (DESIGN.md "Roles"): port A and
 * comm C1 are assigned to every scoped role, port B and comm C2 to none.
 * `foreignSplit` is an own row whose extra comm line names C2.
 */
export type Variant = "-" | "own" | "foreign" | "foreignPort" | "foreignComm" | "foreignSplit";

/** Texts planted in objects some actors must never see; the matrix looks for them in every answer. */
export const MARK = {
  /** Rows in port B with comm C1: hidden from port-scoped viewers (operators, sub-agents). */
  rowForeignPort: "zqrowfport",
  /** Rows in port A with comm C2: hidden from comm-scoped roles (clients, sub-agents). */
  rowForeignComm: "zqrowfcomm",
  /** Port B and its terminals: hidden from whoever is not assigned to it. */
  portB: "zqportb",
  /** Every fixture user's e-mail starts with this: only admins see other people's e-mails. */
  userEmail: "zquser",
} as const;

export interface Place {
  port: number;
  terminal: number;
  berth: number;
}

const one = <T>(rows: T[]): T => {
  const [row] = rows;
  if (row === undefined) throw new Error("insert returned no row");
  return row;
};

let seq = 0;
const next = () => `${++seq}-${randomBytes(3).toString("hex")}`;

/**
 * The fixture world of the adversarial suite: one app, one user per role (the
 * scoped ones assigned port A and comm C1), two ports, rows in every scope
 * class, reference data, a display, and factories that make a fresh object
 * per request, so a write allowed for one actor never hides the object from the next.
 */
export async function buildWorld(extraRoutes?: (app: FastifyInstance) => void) {
  const t: TestApp = await startApp({ tokenRateLimit: 1_000_000 }, extraRoutes);
  const { app } = t;
  const db = app.db;

  // The default board tab is comm type 1: the world's type is created first.
  const type = one(await db.insert(cargasTipos).values({ name: "AGRI COMMODITIES" }).returning());
  const c1 = one(await db.insert(cargas).values({ tipo_id: type.id, name: "SOYBEANS", synonym: "SB" }).returning());
  const c2 = one(await db.insert(cargas).values({ tipo_id: type.id, name: "CORN", synonym: "CN" }).returning());

  const makePlace = async (portName: string, terminalName: string): Promise<Place> => {
    const port = one(
      await db
        .insert(portos)
        .values({ name: portName, max_draft: "12.50", bunker: "NOT ALLOWED", ordem: 1 })
        .returning(),
    );
    const terminal = one(
      await db
        .insert(terminais)
        .values({
          porto_id: port.id,
          name: terminalName,
          rate: "10000",
          av_dw_bw: "3",
          max_draft: "12",
          draft_berth: "30",
          loa: "250",
        })
        .returning(),
    );
    const berth = one(await db.insert(bercos).values({ terminal_id: terminal.id, name: "Berth 1" }).returning());
    await db.insert(terminalCargas).values([c1, c2].map((c) => ({ terminal_id: terminal.id, carga_id: c.id })));
    return { port: port.id, terminal: terminal.id, berth: berth.id };
  };
  const A = await makePlace("Santos", "Terminal North");
  const B = await makePlace(`Paranagua ${MARK.portB}`, `Terminal ${MARK.portB}`);

  const vessel = one(
    await db.insert(navios).values({ name: "NORD VENUS", imo: "9412345", is_agency_client: true }).returning(),
  );
  const agency = one(await db.insert(agencias).values({ name: "Williams" }).returning());
  const charterer = one(await db.insert(afretadores).values({ name: "Cargill" }).returning());
  const receiver = one(await db.insert(recebedores).values({ name: "Fertipar" }).returning());
  const destination = one(
    await db.insert(lineupsPortos).values({ name: "Qingdao", port_name: "Qingdao", pais: "China" }).returning(),
  );
  const worker = one(await db.insert(trabalhadores).values({ name: "OGMO" }).returning());

  const users = {} as Record<Exclude<Actor, "anonymous">, TestUser>;
  for (const actor of ACTORS) {
    if (actor === "anonymous") continue;
    const u = await createUser(app, ROLE_OF[actor], {
      email: `${MARK.userEmail}-${actor}-${next()}@test.local`,
      name: `Fixture ${actor}`,
    });
    users[actor] = u;
    if (actor === "basicAdmin" || actor === "operator" || actor === "subAgent")
      await db.insert(userPortos).values({ user_id: u.user.id, porto_id: A.port });
    if (actor === "client" || actor === "subAgent")
      await db.insert(userCargas).values({ user_id: u.user.id, carga_id: c1.id });
  }
  const tokenOf = (actor: Actor): string | undefined => (actor === "anonymous" ? undefined : users[actor].token);
  const scopedUserIds = [users.basicAdmin.user.id, users.operator.user.id, users.subAgent.user.id];

  /** A line-up row of the variant's scope class, marked so list answers can be checked. */
  const freshRow = async (variant: Variant) => {
    const place = variant === "foreignPort" ? B : A;
    const comm = variant === "foreignComm" ? c2 : c1;
    const mark =
      variant === "foreignPort" ? MARK.rowForeignPort : variant === "foreignComm" ? MARK.rowForeignComm : "own row";
    return one(
      await db
        .insert(lineups)
        .values({
          terminal_id: place.terminal,
          porto_id: place.port,
          berco_id: place.berth,
          carga_tipo_id: type.id,
          carga_id: comm.id,
          navio_id: vessel.id,
          agencia_id: agency.id,
          afretador_id: charterer.id,
          recebedor_id: receiver.id,
          destination_porto: destination.id,
          client_type: "FULL",
          status: "Expected",
          qty: "1000",
          eta: "2026-03-01",
          etb: "2026-03-03",
          observacao: `${mark} ${next()}`,
        })
        .returning(),
    );
  };

  /** A port with a terminal and a berth; `own` assigns it to every port-scoped fixture user. */
  const freshPort = async (own: boolean) => {
    const place = await makePlace(
      own ? `Own port ${next()}` : `Port ${MARK.portB} ${next()}`,
      own ? "Quay" : `Quay ${MARK.portB}`,
    );
    if (own) await db.insert(userPortos).values(scopedUserIds.map((user_id) => ({ user_id, porto_id: place.port })));
    return place;
  };

  const freshCommType = async () => {
    const row = one(
      await db
        .insert(cargasTipos)
        .values({ name: `Type ${next()}` })
        .returning(),
    );
    const comm = one(
      await db
        .insert(cargas)
        .values({ tipo_id: row.id, name: `Comm ${next()}`, synonym: "X" })
        .returning(),
    );
    return { type: row.id, comm: comm.id };
  };

  const freshUser = async () => createUser(app, ROLE.client, { email: `${MARK.userEmail}-fresh-${next()}@test.local` });

  const displayToken = `${DISPLAY_TOKEN_PREFIX}${randomBytes(24).toString("base64url")}`;
  const freshDisplay = async (token = `${DISPLAY_TOKEN_PREFIX}${randomBytes(24).toString("base64url")}`) => {
    const row = one(
      await db
        .insert(displays)
        .values({ name: `Wall ${next()}`, token_hash: sha256(token), created_by: users.admin.user.id })
        .returning(),
    );
    await db.insert(displayPortos).values({ display_id: row.id, porto_id: A.port });
    return row.id;
  };
  await freshDisplay(displayToken);

  const freshActivity = async (actor: Actor) => {
    const userId = actor === "anonymous" ? null : users[actor].user.id;
    return one(
      await db
        .insert(activityLogs)
        .values({
          user_id: userId,
          action: "editou",
          description: "fixture",
          subject_type: "portos",
          subject_id: A.port,
        })
        .returning(),
    ).id;
  };

  /** A reset token for a fresh user, as the e-mail link would carry it. */
  const freshReset = async () => {
    const u = await freshUser();
    const token = randomBytes(24).toString("hex");
    await db.insert(passwordResets).values({
      user_id: u.user.id,
      token_hash: sha256(token),
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    return { email: u.email, token };
  };

  /** A stored avatar file, as `/uploads/avatars/{file}` serves it. */
  const avatarFile = `${randomBytes(12).toString("hex")}.png`;
  mkdirSync(path.join(t.dataDir, "uploads", "avatars"), { recursive: true });
  writeFileSync(path.join(t.dataDir, "uploads", "avatars", avatarFile), Buffer.from("89504e470d0a1a0a", "hex"));

  const named = { navios, agencias, afretadores, recebedores, trabalhadores, lineups_portos: lineupsPortos } as const;
  /** A fresh row of a generic field resource (`navios`, `agencias`, ...). */
  const freshField = async (resource: string) => {
    const name = `Field ${next()}`;
    if (resource === "navios") return one(await db.insert(navios).values({ name }).returning()).id;
    if (resource === "lineups_portos")
      return one(await db.insert(lineupsPortos).values({ name, port_name: name, pais: "Brazil" }).returning()).id;
    const table = named[resource as keyof typeof named];
    if (!table || table === navios || table === lineupsPortos) throw new Error(`unknown field resource ${resource}`);
    return one(await db.insert(table).values({ name }).returning()).id;
  };

  // Stable rows of every scope class, so list answers always have something to leak.
  for (const v of ["own", "foreignPort", "foreignComm"] as const) await freshRow(v);

  return {
    t,
    app,
    users,
    tokenOf,
    A,
    B,
    type: type.id,
    c1: c1.id,
    c2: c2.id,
    parties: {
      vessel: vessel.id,
      agency: agency.id,
      charterer: charterer.id,
      receiver: receiver.id,
      destination: destination.id,
      worker: worker.id,
    },
    displayToken,
    avatarFile,
    freshRow,
    freshPort,
    freshCommType,
    freshUser,
    freshDisplay,
    freshActivity,
    freshReset,
    freshField,
    /** Ids and markers every actor may or may not see, by actor. */
    secrets: (actor: Actor) => secretsFor(actor, users),
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

/** Texts that must never appear in any answer to `actor`, whatever the route. */
function secretsFor(
  actor: Actor,
  users: Record<Exclude<Actor, "anonymous">, { email: string; password: string; refreshToken: string }>,
): string[] {
  const all = Object.values(users);
  const others = actor === "anonymous" ? all : all.filter((u) => u !== users[actor]);
  return [
    "$argon2",
    "test-secret-test-secret-test-secret",
    ...all.map((u) => u.password),
    ...all.map((u) => u.refreshToken),
    // Only admins may see other people's e-mails (the users area).
    ...(actor === "admin" ? [] : others.map((u) => u.email)),
  ];
}
