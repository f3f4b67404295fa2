import type { InjectOptions } from "fastify";
import { emailKey } from "@lineup/shared";
import { API_PREFIX } from "../../src/app";
import { hashPassword } from "../../src/auth/passwords";
import { bercos, cargas, cargasTipos, lineups, portos, terminais, terminalCargas, users } from "../../src/db/schema";
import { assignComms, assignPorts } from "../factories";
import { bearer, login } from "../helpers";
import { ACTORS, ROLE_OF, type Actor, type World } from "./world";

/**
 * Rows with ids far above anything the fuzzer names (it aims at the small ids
 * of the world), so a fixed set of reads over them must answer byte for byte
 * the same before and after the fuzzing unless state was poisoned.
 */
const BASE = 1_234_500_000;
const MARK = "zqprobe";

/** Builds the probe rows and users; returns the reads to compare. */
export async function buildProbe(w: World) {
  const db = w.app.db;
  await db.insert(cargasTipos).values({ id: BASE, name: `${MARK} type` });
  await db.insert(cargas).values({ id: BASE, tipo_id: BASE, name: `${MARK} comm`, synonym: "P" });
  await db
    .insert(portos)
    .values({ id: BASE, name: `${MARK} port`, max_draft: "11.00", bunker: "NOT ALLOWED", ordem: 9 });
  await db.insert(terminais).values({
    id: BASE,
    porto_id: BASE,
    name: `${MARK} terminal`,
    rate: "9000",
    av_dw_bw: "2",
    max_draft: "11",
    draft_berth: "20",
    loa: "200",
  });
  await db.insert(bercos).values({ id: BASE, terminal_id: BASE, name: "P1" });
  await db.insert(terminalCargas).values({ terminal_id: BASE, carga_id: BASE });
  await db.insert(lineups).values([
    {
      id: BASE,
      terminal_id: BASE,
      porto_id: BASE,
      berco_id: BASE,
      carga_tipo_id: BASE,
      carga_id: BASE,
      status: "Waiting",
      qty: "1234.5",
      eta: "2026-06-01",
      etb: "2026-06-04",
      observacao: "probe row",
    },
    {
      id: BASE + 1,
      terminal_id: BASE,
      porto_id: BASE,
      carga_tipo_id: BASE,
      carga_id: BASE,
      status: "Expected",
      qty: "99",
      eta: "2026-06-10",
    },
  ]);
  const hash = await hashPassword("probe-password");
  const tokens = {} as Record<Exclude<Actor, "anonymous">, string>;
  for (const [i, actor] of ACTORS.entries()) {
    if (actor === "anonymous") continue;
    const id = BASE + i;
    const email = `${MARK}-${actor}@test.local`;
    await db.insert(users).values({
      id,
      name: `Probe ${actor}`,
      email,
      email_key: emailKey(email),
      password_hash: hash,
      role_id: ROLE_OF[actor],
    });
    if (actor === "basicAdmin" || actor === "operator" || actor === "subAgent") await assignPorts(w.app, id, [BASE]);
    if (actor === "client" || actor === "subAgent") await assignComms(w.app, id, [BASE]);
    tokens[actor] = (await login(w.app, email, "probe-password")).access_token;
  }
  const board = `${API_PREFIX}/lineups?carga_tipo_id=${BASE}&porto_id[]=${BASE}&status[]=Waiting&status[]=Expected`;
  const reads: { name: string; request: InjectOptions }[] = [
    ...(["client", "subAgent", "operator", "basicAdmin", "admin"] as const).map((actor) => ({
      name: `GET /lineups as ${actor}`,
      request: { method: "GET" as const, url: board, headers: bearer(tokens[actor]) },
    })),
    {
      name: "GET /users as admin",
      request: { method: "GET", url: `${API_PREFIX}/users?email=${MARK}`, headers: bearer(tokens.admin) },
    },
    {
      name: "GET /portos as admin",
      request: { method: "GET", url: `${API_PREFIX}/portos?name=${MARK}`, headers: bearer(tokens.admin) },
    },
    {
      name: "GET /lineups/:id as admin",
      request: { method: "GET", url: `${API_PREFIX}/lineups/${BASE}`, headers: bearer(tokens.admin) },
    },
  ];
  /** Status and body of every probe read. */
  const snapshot = async () =>
    Promise.all(
      reads.map(async (r) => {
        const res = await w.app.inject(r.request);
        return { name: r.name, status: res.statusCode, body: res.body };
      }),
    );
  return { snapshot };
}

/** The own property names of the built-in prototypes a pollution would change. */
export function prototypeKeys(): string[] {
  const keysOf = (name: string, o: object) => Object.getOwnPropertyNames(o).map((k) => `${name}.${k}`);
  return [
    ...keysOf("Object.prototype", Object.prototype),
    ...keysOf("Array.prototype", Array.prototype),
    ...keysOf("Function.prototype", Function.prototype),
  ].sort();
}

/** Enumerable keys every plain object would inherit: any at all means Object.prototype is polluted. */
export function inheritedKeys(): string[] {
  const found: string[] = [];
  const probe: Record<string, unknown> = {};
  for (const k in probe) found.push(k);
  return found;
}
