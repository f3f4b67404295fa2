import { randomBytes } from "node:crypto";
import type { InjectOptions } from "fastify";
import { API_PREFIX } from "../../src/app";
import {
  distributionLists,
  watches,
  webhookDeliveries,
  webhooks,
  weeklyReportSubscriptions,
} from "../../src/db/schema";
import { watchTokenSecret } from "../../src/watches/email-send";
import { unsubscribeToken as distributionToken } from "../../src/distribution/schedule";
import { unsubscribeToken } from "../../src/reports/weekly-schedule";
import { NORTH_TERMINAL, PORT_FIELDS } from "../factories";
import { bearer, multipart } from "../helpers";
import { downloadLikeSheet } from "../sheets";
import type { Operation } from "./operations";
import type { Rule } from "./policy";
import type { Actor, Place, Variant, World } from "./world";
import { createApiToken } from "../../src/auth/api-tokens";

/** The object a path parameter points at, with what a body about it needs to know. */
interface Target {
  id: string;
  /** For a port: its terminal and berth, which an edit keeps (only admins add or remove them). */
  place?: Place;
  email?: string;
  roleId?: number;
  /** For a webhook delivery: the delivery, under the webhook `id`. */
  deliveryId?: string;
}

const unique = () => randomBytes(4).toString("hex");
/** IMOs given so far: one vessel per IMO, so each request has its own. */
let imos = 0;

let addressSeq = 0;
/** A different private address per request (10.x.y.z). */
export function nextAddress(): string {
  addressSeq += 1;
  return `10.${(addressSeq >> 16) & 255}.${(addressSeq >> 8) & 255}.${addressSeq & 255}`;
}

/** Creates (or picks) the object of `variant` for a path parameter: fresh, so writes never disturb other requests. */
async function targetFor(w: World, param: Rule["param"], variant: Variant, actor: Actor): Promise<Target | undefined> {
  const foreign = variant === "foreign";
  switch (param) {
    case undefined:
      return undefined;
    case "lineup":
      return { id: String((await w.freshRow(variant === "foreignSplit" ? "own" : variant)).id) };
    case "port": {
      const place = await w.freshPort(!foreign);
      return { id: String(place.port), place };
    }
    case "terminal": {
      const place = await w.freshPort(!foreign);
      return { id: String(place.terminal), place };
    }
    case "commType":
      return { id: String((await w.freshCommType()).type) };
    case "comm":
      return { id: String((await w.freshCommType()).comm) };
    case "user": {
      // Own is the actor's account; foreign is someone else's.
      if (!foreign && actor !== "anonymous")
        return { id: String(w.users[actor].user.id), email: w.users[actor].email, roleId: w.users[actor].user.role_id };
      const other = await w.freshUser();
      return { id: String(other.user.id), email: other.email, roleId: other.user.role_id };
    }
    case "display":
      return { id: String(await w.freshDisplay()) };
    case "activity":
      return {
        id: String(
          await w.freshActivity(
            foreign || actor === "anonymous" ? (actor === "operator" ? "client" : "operator") : actor,
          ),
        ),
      };
    case "file":
      return { id: w.avatarFile };
    case "weeklySubscription": {
      // Own is a subscription of the actor (a fresh comm type each time); foreign one of another user.
      const owner = !foreign && actor !== "anonymous" ? w.users[actor].user.id : (await w.freshUser()).user.id;
      const { type } = await w.freshCommType();
      const [row] = await w.app.db
        .insert(weeklyReportSubscriptions)
        .values({ user_id: owner, porto_id: w.A.port, carga_tipo_id: type })
        .returning();
      return { id: String(row?.id) };
    }
    case "distributionList": {
      // A list of the actor's own port A, or of port B (foreign), kept by nobody in particular.
      const [row] = await w.app.db
        .insert(distributionLists)
        .values({
          name: `Matrix ${unique()}`,
          porto_id: foreign ? w.B.port : w.A.port,
          carga_tipo_id: w.type,
          addresses: ["matrix@example.com"],
          weekdays: [1],
          send_at: 420,
        })
        .returning();
      return { id: String(row?.id) };
    }
    case "watch": {
      // Own is a watch of the actor; foreign one of another user.
      const owner = !foreign && actor !== "anonymous" ? w.users[actor].user.id : (await w.freshUser()).user.id;
      const [row] = await w.app.db
        .insert(watches)
        .values({ user_id: owner, kind: "terminal", terminal_id: w.A.terminal, porto_id: w.A.port, name: "Matrix" })
        .returning();
      return { id: String(row?.id) };
    }
    case "webhook":
    case "webhookDelivery": {
      // A documentation address (never dialled: refused as private at sending), of the actor or of another user.
      const owner = !foreign && actor !== "anonymous" ? w.users[actor].user.id : (await w.freshUser()).user.id;
      const [hook] = await w.app.db
        .insert(webhooks)
        .values({ user_id: owner, name: "Matrix", url: "https://192.0.2.10/hook", secret: unique() })
        .returning();
      if (param === "webhook") return { id: String(hook?.id) };
      const [delivery] = await w.app.db
        .insert(webhookDeliveries)
        .values({ webhook_id: hook?.id ?? 0, key: unique(), kind: "test", body: "{}", state: "failed" })
        .returning();
      return { id: String(hook?.id), deliveryId: String(delivery?.id) };
    }
    case "apiToken": {
      // Own is a token of the actor; foreign one of another user.
      const owner = !foreign && actor !== "anonymous" ? w.users[actor].user : (await w.freshUser()).user;
      const { token } = await createApiToken(w.app.db, owner, { name: "Matrix", access: "read" });
      return { id: String(token.id) };
    }
    default:
      return { id: String(await w.freshField(param.slice("field:".length))) };
  }
}

/** Port, terminal and comms a line-up body of `variant` names. */
function placeFor(w: World, variant: Variant) {
  const place = variant === "foreignPort" ? w.B : w.A;
  return { place, comm: variant === "foreignComm" ? w.c2 : w.c1, splitComm: variant === "foreignSplit" ? w.c2 : w.c1 };
}

function formRow(w: World, variant: Variant) {
  const { place, comm, splitComm } = placeFor(w, variant);
  const p = w.parties;
  return {
    porto_id: place.port,
    terminal_id: place.terminal,
    berco_id: place.berth,
    status: "Expected",
    carga_tipo_id: w.type,
    carga_id: comm,
    navio_id: p.vessel,
    agencia_id: p.agency,
    afretador_id: p.charterer,
    recebedor_id: p.receiver,
    destination_porto: p.destination,
    client_type: "FULL",
    qty: 5000,
    qty_unidade: "t",
    eta: "2026-04-01",
    etb: "2026-04-03",
    cargas: [{ carga_id: splitComm, qty: 100, afretador_id: p.charterer }],
  };
}

/** A one-row sheet laid out as the download writes it, naming `comm` (the world's C1 is SOYBEANS, C2 is CORN). */
function importSheet(comm: "SOYBEANS" | "CORN"): Promise<Buffer> {
  return downloadLikeSheet([
    [
      "NORD VENUS",
      "",
      "Waiting",
      "1.000,000 t",
      comm,
      "20/11/2026",
      "",
      "",
      "Cargill",
      "Fertipar",
      "Qingdao",
      "Williams",
    ],
  ]);
}

type Body =
  { json: Record<string, unknown> } | { form: { payload: Buffer; headers: Record<string, string> } } | undefined;

/** A valid body for the operation (the verb's body for an override), aimed at `target` and the variant's place. */
async function bodyFor(w: World, verbKey: string, variant: Variant, target: Target | undefined): Promise<Body> {
  const p = w.parties;
  const name = `Item ${unique()}`;
  const fieldBody = (resource: string) =>
    resource === "navios"
      ? { name, imo: String(1_000_000 + ++imos) }
      : resource === "lineups_portos"
        ? { name, pais: "China" }
        : { name };
  const field = /^(POST|PUT) \/(navios|agencias|afretadores|recebedores|trabalhadores|lineups_portos)(\/:id)?$/.exec(
    verbKey,
  );
  if (field?.[2]) return { json: fieldBody(field[2]) };
  const merge = /^POST \/(navios|agencias|afretadores|recebedores|lineups_portos)\/:id\/merge$/.exec(verbKey);
  if (merge?.[1]) return { json: { into: await w.freshField(merge[1]) } };
  const password = "password-123";
  switch (verbKey) {
    case "POST /oauth/token":
      return {
        json: { grant_type: "password", username: w.users.operator.email, password: w.users.operator.password },
      };
    case "POST /register":
      return {
        json: { name: "New client", email: `reg-${unique()}@test.local`, password, password_confirmation: password },
      };
    case "POST /password-forgot":
      return { json: { email: `nobody-${unique()}@test.local` } };
    case "POST /password-reset": {
      const reset = await w.freshReset();
      return { json: { token: reset.token, email: reset.email, password, password_confirmation: password } };
    }
    case "POST /logout":
      return { json: {} };
    case "POST /me":
      return { json: { name: "Fixture profile" } };
    case "POST /users":
      return {
        json: {
          name: "Made user",
          email: `made-${unique()}@test.local`,
          role_id: 5,
          password,
          password_confirmation: password,
          porto_ids: [w.A.port],
          carga_ids: [w.c1],
        },
      };
    case "PUT /users/:id":
      return { json: { name: "Edited user", email: target?.email ?? "", role_id: target?.roleId ?? 4 } };
    case "POST /displays":
      return { json: { name: "Lobby", porto_ids: [w.A.port], rotate_seconds: 30 } };
    case "POST /email_information":
    case "PUT /email_information":
      return { json: { description: "<p>Hello</p>" } };
    case "POST /portos":
    case "PUT /portos/:id": {
      // An edit keeps the port's terminal and berth: operators may change them but not add or remove any.
      const place = target?.place;
      const terminal = { ...NORTH_TERMINAL, cargas_ids: [w.c1] };
      return {
        json: {
          name: `Port ${unique()}`,
          ...PORT_FIELDS,
          terminais: [
            place
              ? { ...terminal, id: place.terminal, bercos: [{ id: place.berth, name: "N1" }] }
              : { ...terminal, bercos: [{ name: "N1" }] },
          ],
        },
      };
    }
    case "POST /portos/:id/atualizar":
      return { json: { carga: w.type, atualizar: true } };
    case "POST /terminais/:id/atualizar":
    case "POST /lineups/:id/atualizar":
      return { json: { atualizar: true } };
    case "POST /cargas_tipos/:id/atualizar":
      return { json: {} };
    case "POST /cargas_tipos":
    case "PUT /cargas_tipos/:id":
      return { json: { name: `Type ${unique()}`, cargas: [{ name: "UREA", synonym: "U" }] } };
    case "POST /cargas":
    case "PUT /cargas/:id":
      return { json: { tipo_id: w.type, name: `Comm ${unique()}`, synonym: "N" } };
    case "POST /lineups":
      return { json: formRow(w, variant) };
    case "PUT /lineups/:id":
      return { json: { ...formRow(w, variant), version: 1 } };
    case "POST /lineups/list": {
      const rowVariant = variant === "foreignSplit" ? "own" : variant;
      const [edited, deleted] = [await w.freshRow(rowVariant), await w.freshRow(rowVariant)];
      const { place, comm, splitComm } = placeFor(w, variant);
      const split = [{ carga_id: splitComm, qty: 100, afretador_id: p.charterer }];
      return {
        json: {
          terminal_id: place.terminal,
          list: [
            { id: edited.id, version: edited.version, qty: 4321, cargas_afretadores: split },
            {
              status: "Expected",
              carga_tipo_id: w.type,
              carga_id: comm,
              afretador_id: p.charterer,
              recebedor_id: p.receiver,
              destination_porto: p.destination,
              qty: 10,
              cargas_afretadores: split,
            },
          ],
          // Bare ids: the form every client sends today (DESIGN.md keeps it valid).
          deleted_lines: [deleted.id],
        },
      };
    }
    case "POST /lineups/:id/data":
      return { json: { campo: "eta", valor: "2026-05-02", version: 1 } };
    case "POST /lineups/download":
      return { json: { carga_tipo_id: w.type, terminal_id: w.A.terminal, agencia: 1 } };
    case "POST /lineups/download/all":
      return { json: { carga_tipo_id: w.type, agencia: 1 } };
    case "POST /me/api-tokens":
      return { json: { name: "Matrix sync", access: "read" } };
    case "POST /distribution-lists":
      return {
        json: {
          name: `Matrix ${unique()}`,
          porto_id: w.A.port,
          carga_tipo_id: w.type,
          addresses: ["matrix@example.com"],
          weekdays: [1],
          send_at: "07:00",
        },
      };
    case "PUT /distribution-lists/:id":
      return { json: { send_at: "08:00" } };
    case "POST /watches":
      return { json: { kind: "terminal", terminal_id: w.A.terminal } };
    case "PUT /watches/:id":
      return { json: { email: "daily" } };
    case "POST /notifications/read":
      return { json: { all: true } };
    case "POST /webhooks":
      // A public address literal: checked without a name lookup (the matrix reaches no network).
      return { json: { name: `Matrix ${unique()}`, url: "https://93.184.216.34/hook" } };
    case "PUT /webhooks/:id":
      return { json: { name: "Renamed" } };
    case "POST /me/weekly-reports":
      return { json: { porto_id: w.A.port, carga_tipo_id: w.type } };
    case "POST /lineups/sendemail":
      return { json: { carga_tipo_id: w.type, email: "ops@example.com", type: "porto" } };
    case "POST /lineups/importar":
    case "POST /lineups/importar/preview": {
      const { place, comm } = placeFor(w, variant);
      const sheet = await importSheet(comm === w.c2 ? "CORN" : "SOYBEANS");
      return {
        form: multipart({ terminal_id: String(place.terminal) }, { file: { filename: "lineups.xlsx", data: sheet } }),
      };
    }
    default:
      return undefined;
  }
}

const QUERIES: Record<string, (w: World) => string> = {
  "GET /wall": (w) => `?token=${encodeURIComponent(w.displayToken)}`,
  "GET /lineups": (w) => `?carga_tipo_id=${w.type}`,
  "GET /statistics/waiting-times": () => "?from=2026-01-01&to=2026-12-31",
  "GET /statistics/lineup-counts": () => "?from=2026-01-01&to=2026-12-31",
  "GET /statistics/berth-occupancy": () => "?from=2026-01-01&to=2026-03-31",
  "GET /statistics/volumes": () => "?from=2026-01-01&to=2026-12-31&interval=month",
  "GET /distribution-lists/unsubscribe": (w) =>
    `?token=${encodeURIComponent(distributionToken(w.app.config.jwtSecret, 2147483000, "matrix@example.com"))}`,
  "POST /distribution-lists/unsubscribe": (w) =>
    `?token=${encodeURIComponent(distributionToken(w.app.config.jwtSecret, 2147483000, "matrix@example.com"))}`,
  "GET /watches/unsubscribe": (w) =>
    `?token=${encodeURIComponent(distributionToken(watchTokenSecret(w.app.config.jwtSecret), 2147483000, "matrix@example.com"))}`,
  "POST /watches/unsubscribe": (w) =>
    `?token=${encodeURIComponent(distributionToken(watchTokenSecret(w.app.config.jwtSecret), 2147483000, "matrix@example.com"))}`,
  "GET /weekly-reports/unsubscribe": (w) =>
    `?token=${unsubscribeToken(w.app.config.jwtSecret, { user_id: w.users.operator.user.id, porto_id: w.A.port, carga_tipo_id: w.type })}`,
  "POST /weekly-reports/unsubscribe": (w) =>
    `?token=${unsubscribeToken(w.app.config.jwtSecret, { user_id: w.users.client.user.id, porto_id: w.A.port, carga_tipo_id: w.type })}`,
};

/** The inject options of one matrix cell: a valid request of `op` by `actor` on the `variant` object. */
export async function buildRequest(
  w: World,
  op: Operation,
  rule: Rule,
  variant: Variant,
  actor: Actor,
): Promise<InjectOptions> {
  // Each request from its own address, so per-address rate limits (a defence the matrix does not measure) stay out of the way.
  const remoteAddress = nextAddress();
  const target = await targetFor(w, rule.param, variant, actor);
  const path = op.path.replace(/:(id|file)/, target?.id ?? "1").replace(":deliveryId", target?.deliveryId ?? "1");
  const verbKey = op.override ? `${op.override.toUpperCase()} ${op.path}` : op.key;
  const body = op.override === "delete" ? { json: { _method: "delete" } } : await bodyFor(w, verbKey, variant, target);
  const token = w.tokenOf(actor);
  const auth = token ? bearer(token) : {};
  const url = `${API_PREFIX}${path}${QUERIES[op.key]?.(w) ?? ""}`;
  if (body && "form" in body)
    return {
      method: op.method,
      url,
      remoteAddress,
      headers: { ...auth, ...body.form.headers },
      payload: body.form.payload,
    };
  const json = body && op.override === "put" ? { ...body.json, _method: "put" } : body?.json;
  return { method: op.method, url, remoteAddress, headers: auth, ...(json && { payload: json }) };
}
