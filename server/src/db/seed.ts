import { randomBytes } from "node:crypto";
import { count, sql } from "drizzle-orm";
import {
  CARGO_TYPE_NAMES,
  CLIENT_TYPES,
  emailKey,
  ROLE,
  LINEUP_STATUSES,
  BUNKER_OPTIONS,
  type RoleId,
} from "@lineup/shared";
import { hashPassword } from "../auth/passwords";
import type { Config } from "../config";
import type { Db } from "./client";
import * as t from "./schema";
import { prng, seedHistory, type HistoryTerminal } from "./seed-history";
import { COMMS, PORTS, VESSELS, CHARTERERS, AGENCIES, RECEIVERS, WORKERS, DESTINATIONS, WEATHER } from "./seed-data";

export const DEMO_PASSWORD = "demo12345";
export const DEMO_USERS: { email: string; name: string; role_id: RoleId; role: string }[] = [
  { email: "admin@demo.local", name: "Ana Admin", role_id: ROLE.admin, role: "Managing director" },
  { email: "basic@demo.local", name: "Bruno Basic", role_id: ROLE.basicAdmin, role: "Line-up coordinator" },
  { email: "operator@demo.local", name: "Olga Operator", role_id: ROLE.operator, role: "Port operator" },
  { email: "client@demo.local", name: "Carlos Client", role_id: ROLE.client, role: "Trader" },
  { email: "subagent@demo.local", name: "Sofia Subagent", role_id: ROLE.subAgent, role: "Sub-agent" },
];

type Log = (message: string) => void;

/** First start: creates the configured admin, or one with a random password printed once. */
export async function seedAdmin(db: Db, config: Config, log: Log): Promise<void> {
  const [row] = await db.select({ n: count() }).from(t.users);
  if ((row?.n ?? 0) > 0) return;
  const email = config.seedAdminEmail ?? "admin@lineup.local";
  const password = config.seedAdminPassword ?? randomBytes(9).toString("base64url");
  await db.insert(t.users).values({
    name: "Administrator",
    email,
    email_key: emailKey(email),
    password_hash: await hashPassword(password),
    role_id: ROLE.admin,
    role: "Administrator",
  });
  if (config.seedAdminPassword) log(`Created admin ${email} with the password from SEED_ADMIN_PASSWORD.`);
  else log(`Created admin ${email} with password: ${password}  (shown once; change it in the profile screen)`);
}

const isoDay = (base: Date, offsetDays: number) =>
  new Date(base.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** SEED_DEMO=1: a realistic data set with one user per role (DESIGN.md "Configuration"). Runs once. */
export async function seedDemo(db: Db, config: Config, log: Log): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(t.portos);
  if ((existing?.n ?? 0) > 0) return;
  const rnd = prng(20261122);
  const today = new Date();

  await db.transaction(async (tx) => {
    const commIdsByType: number[][] = [];
    for (const typeName of CARGO_TYPE_NAMES) {
      const [type] = await tx.insert(t.cargasTipos).values({ name: typeName }).returning();
      if (!type) throw new Error("seed: comm type");
      const rows = await tx
        .insert(t.cargas)
        .values(
          COMMS[typeName].map(([name, synonym, color]) => ({ tipo_id: type.id, name, synonym, color, ie_analise: 1 })),
        )
        .returning({ id: t.cargas.id });
      commIdsByType.push(rows.map((r) => r.id));
    }
    const allComms = commIdsByType.flat();

    const vessels = await tx
      .insert(t.navios)
      .values(
        VESSELS.map((name, i) => ({
          name,
          imo: name === "TBI" ? null : String(9_300_000 + i * 7919),
          is_agency_client: i % 3 === 0,
        })),
      )
      .returning({ id: t.navios.id });
    /** A list of parties known by name only. */
    const insertNamed = (
      table: typeof t.afretadores | typeof t.recebedores | typeof t.trabalhadores,
      names: string[],
    ) =>
      tx
        .insert(table)
        .values(names.map((name) => ({ name })))
        .returning({ id: table.id });
    const charterers = await insertNamed(t.afretadores, CHARTERERS);
    const agencies = await tx
      .insert(t.agencias)
      .values([...AGENCIES.map((name) => ({ name })), { name: config.agencyName, is_house: true }])
      .returning({ id: t.agencias.id });
    const receivers = await insertNamed(t.recebedores, RECEIVERS);
    const workers = await insertNamed(t.trabalhadores, WORKERS);
    const destinations = await tx
      .insert(t.lineupsPortos)
      .values(DESTINATIONS.map(([name, port_name, pais]) => ({ name, port_name, pais })))
      .returning({ id: t.lineupsPortos.id });

    const portIds: number[] = [];
    const seededRows: (typeof t.lineups.$inferSelect)[] = [];
    const historyTerminals: HistoryTerminal[] = [];
    for (const [pi, port] of PORTS.entries()) {
      const [p] = await tx
        .insert(t.portos)
        .values({
          name: port.name,
          latitude: port.latitude,
          longitude: port.longitude,
          time_zone: port.time_zone,
          max_draft: port.max_draft,
          ordem: port.ordem,
          bunker: BUNKER_OPTIONS[pi % BUNKER_OPTIONS.length],
        })
        .returning();
      if (!p) throw new Error("seed: port");
      portIds.push(p.id);
      // Made-up days, so an offline demo has a strip; the forecast service replaces them when it answers.
      await tx
        .insert(t.portWeathers)
        .values([0, 1, 2, 3, 4].map((d) => ({ porto_id: p.id, date: isoDay(today, d), icon: rnd.pick(WEATHER) })));
      for (const [ti, [terminalName, berthNames]] of port.terminals.entries()) {
        const typeIndex = (pi + ti) % commIdsByType.length;
        const comms = commIdsByType[typeIndex] ?? [];
        const [terminal] = await tx
          .insert(t.terminais)
          .values({
            porto_id: p.id,
            name: terminalName,
            rate: String(rnd.int(8, 40) * 1000),
            av_dw_bw: String(rnd.int(2, 12)),
            max_draft: (Number(port.max_draft) - rnd.int(0, 15) / 10).toFixed(2),
            draft_berth: (rnd.int(200, 450) / 10).toFixed(2),
            loa: String(rnd.int(180, 300)),
            remark: ti === 0 ? `Night navigation allowed for vessels up to ${rnd.int(190, 230)} m LOA.` : null,
          })
          .returning();
        if (!terminal) throw new Error("seed: terminal");
        await tx.insert(t.terminalCargas).values(comms.map((carga_id) => ({ terminal_id: terminal.id, carga_id })));
        const berths = await tx
          .insert(t.bercos)
          .values(berthNames.map((name) => ({ terminal_id: terminal.id, name })))
          .returning({ id: t.bercos.id });
        const typeName = CARGO_TYPE_NAMES[typeIndex];
        historyTerminals.push({
          id: terminal.id,
          porto_id: p.id,
          berths: berths.map((b) => b.id),
          comms,
          carga_tipo_id: typeIndex + 1,
          unit: typeIndex === 1 ? "m³" : "t",
          discharges: typeName === "FERTILIZER" || typeName === "CHEMICAL",
        });
        const rowCount = rnd.int(14, 22);
        for (let r = 0; r < rowCount; r++) {
          const status = rnd.pick(LINEUP_STATUSES);
          const eta = rnd.int(-20, 30);
          const isNote = r === rowCount - 1;
          const [row] = await tx
            .insert(t.lineups)
            .values({
              terminal_id: terminal.id,
              porto_id: p.id,
              berco_id: rnd.pick(berths).id,
              carga_tipo_id: typeIndex + 1,
              carga_id: rnd.pick(comms),
              navio_id: rnd.pick(vessels).id,
              agencia_id: rnd.pick(agencies).id,
              afretador_id: rnd.pick(charterers).id,
              recebedor_id: rnd.pick(receivers).id,
              destination_porto: rnd.pick(destinations).id,
              client_type: rnd.pick(CLIENT_TYPES),
              status: isNote ? "Expected" : status,
              pob:
                status === "POB hh:mm lt"
                  ? `${String(rnd.int(0, 23)).padStart(2, "0")}:${rnd.pick(["00", "15", "30", "45"])}`
                  : null,
              is_observacao: isNote ? 1 : 0,
              observacao: isNote ? "Berth maintenance planned for next week; expect delays." : null,
              qty: String(rnd.int(5, 80) * 1000 + rnd.int(0, 999) / 1000),
              qty_unidade: typeIndex === 1 ? "m³" : "t",
              eta: isoDay(today, eta),
              etb: isoDay(today, eta + rnd.int(0, 6)),
              etc: isoDay(today, eta + rnd.int(6, 10)),
            })
            .returning();
          if (!row) throw new Error("seed: line-up");
          seededRows.push(row);
          if (!isNote && r % 4 === 0) {
            await tx.insert(t.lineupCargasAfretadores).values({
              lineup_id: row.id,
              carga_id: rnd.pick(comms),
              qty: String(rnd.int(2, 20) * 1000),
              afretador_id: rnd.pick(charterers).id,
              recebedor_id: rnd.pick(receivers).id,
            });
          }
          if (!isNote && r % 5 === 0) {
            await tx.insert(t.lineupTrabalhadores).values({
              lineup_id: row.id,
              trabalhador_id: rnd.pick(workers).id,
              qty: String(rnd.int(1, 10) * 1000),
              type: rnd.pick(["embarcador", "recebedor"]),
            });
          }
        }
      }
    }

    const password_hash = await hashPassword(DEMO_PASSWORD);
    const editors: { id: number; ports: number[] | null; comms: number[] | null }[] = [];
    for (const u of DEMO_USERS) {
      const [user] = await tx
        .insert(t.users)
        .values({ ...u, email_key: emailKey(u.email), password_hash })
        .returning({ id: t.users.id });
      if (!user) throw new Error("seed: user");
      const ports =
        u.role_id === ROLE.operator || u.role_id === ROLE.subAgent
          ? portIds.slice(0, 2)
          : u.role_id === ROLE.basicAdmin
            ? portIds.slice(0, 4)
            : [];
      const comms =
        u.role_id === ROLE.client ? allComms.slice(0, 8) : u.role_id === ROLE.subAgent ? allComms.slice(0, 5) : [];
      if (ports.length) await tx.insert(t.userPortos).values(ports.map((porto_id) => ({ user_id: user.id, porto_id })));
      if (comms.length) await tx.insert(t.userCargas).values(comms.map((carga_id) => ({ user_id: user.id, carga_id })));
      if (u.role_id !== ROLE.client)
        editors.push({ id: user.id, ports: ports.length ? ports : null, comms: comms.length ? comms : null });
      // The demo's terminals were last marked updated by the operator one to three days ago: each shows "Not updated
      // today" until someone marks it.
      if (u.role_id === ROLE.operator) {
        await tx.update(t.terminais).set({
          atualizado_data: sql`now() - (interval '1 hour' * (26 + ${t.terminais.id} % 48))`,
          atualizado_id: user.id,
        });
      }
    }
    const started = Date.now();
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
    const pastCalls = await seedHistory(tx, seededRows, historyTerminals, {
      vessels: ids(vessels).slice(1),
      charterers: ids(charterers).slice(1),
      agencies: ids(agencies).slice(1),
      receivers: ids(receivers).slice(1),
      destinations: ids(destinations).slice(1),
      editors,
    });
    log(
      `Demo history written: ${pastCalls} past calls and the board's ${seededRows.length} rows, ` +
        `in ${Date.now() - started} ms.`,
    );
    log(
      `Demo data loaded: ${PORTS.length} ports, ${seededRows.length} line-up rows, ` +
        `users ${DEMO_USERS.map((u) => u.email).join(", ")} (password ${DEMO_PASSWORD}).`,
    );
  });
}
