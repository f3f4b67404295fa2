import {
  can,
  isCommScoped,
  isPortScoped,
  mayCreateFieldItem,
  type Action,
  type Area,
  type FieldList,
} from "@lineup/shared";
import type { Operation } from "./operations";
import { ROLE_OF, type Actor, type Variant } from "./world";

/**
 * What each operation should allow, written from spec.md section 6, the shared
 * policy (`can`) and the scoping rules of DESIGN.md "Roles", never read back
 * from the routes. An operation missing here fails the matrix, so a new route
 * has to be classified before it ships.
 */
export interface Rule {
  /** Who may call it at all: nobody signed in needed, any signed-in user, or `can(action, area)`. */
  who: "public" | "signedIn" | { action: Action; area: Area } | ((actor: Actor) => boolean);
  /** Which object the variants move between scopes, and how that object is scoped. */
  scope?: "lineupRead" | "lineupWrite" | "port" | "any";
  /** How the path parameter is filled (and which variants exist). */
  param?:
    | "lineup"
    | "port"
    | "terminal"
    | "commType"
    | "comm"
    | "user"
    | "display"
    | "activity"
    | "weeklySubscription"
    | "apiToken"
    | "distributionList"
    | "watch"
    | "webhook"
    | "webhookDelivery"
    | `field:${string}`
    | "file";
  /** Whether the body names a place and comms (form, table save, import): the body moves with the variant. */
  bodyScoped?: boolean;
  /** Whether the body carries extra comm lines, each of which must be in the actor's comms too. */
  splits?: boolean;
}

const policy = (action: Action, area: Area) => ({ action, area });

/** A plain resource's five routes (list, show, create, update, delete), each allowed by its own action on `area`. */
const crudRules = (path: string, area: Area, param: Rule["param"]): Record<string, Rule> => ({
  [`GET /${path}`]: { who: policy("view", area) },
  [`GET /${path}/:id`]: { who: policy("view", area), param },
  [`POST /${path}`]: { who: policy("create", area) },
  [`PUT /${path}/:id`]: { who: policy("update", area), param },
  [`DELETE /${path}/:id`]: { who: policy("delete", area), param },
});

/** Resources the product hides from clients everywhere (spec.md section 6: no Agency, Receiver or worker data). */
export const CLIENT_HIDDEN_RESOURCES = ["agencias", "recebedores", "trabalhadores"];
const FIELD_RESOURCES: FieldList[] = [
  "navios",
  "agencias",
  "afretadores",
  "recebedores",
  "trabalhadores",
  "lineups_portos",
];

const roleOf = (actor: Actor) => (actor === "anonymous" ? null : { id: 0, role_id: ROLE_OF[actor] });
const allowedBy = (action: Action, area: Area) => (actor: Actor) => can(roleOf(actor), action, area);

function fieldRules(): Record<string, Rule> {
  const rules: Record<string, Rule> = {};
  for (const r of FIELD_RESOURCES) {
    const hidden = CLIENT_HIDDEN_RESOURCES.includes(r);
    const view = (actor: Actor) => allowedBy("view", "fields")(actor) && !(hidden && actor === "client");
    // Receivers may be quick-created by any staff member from the table (spec.md section 6), the shared policy's rule.
    const create = (actor: Actor) => mayCreateFieldItem(roleOf(actor), r);
    const param = `field:${r}` as const;
    Object.assign(rules, {
      [`GET /${r}`]: { who: view },
      [`GET /${r}/:id`]: { who: view, param },
      [`POST /${r}`]: { who: create },
      [`PUT /${r}/:id`]: { who: policy("update", "fields"), param },
      [`DELETE /${r}/:id`]: { who: policy("delete", "fields"), param },
    });
    // Parties, not workers, may be merged into another (issue 23).
    if (r !== "trabalhadores") rules[`POST /${r}/:id/merge`] = { who: policy("delete", "fields"), param };
  }
  return rules;
}

const RULES: Record<string, Rule> = {
  // Authentication and the profile.
  "POST /oauth/token": { who: "public" },
  "POST /register": { who: "public" },
  "POST /password-forgot": { who: "public" },
  "POST /password-reset": { who: "public" },
  "POST /logout": { who: "signedIn" },
  "GET /me": { who: "signedIn" },
  "POST /me": { who: "signedIn" },
  // A basic admin's port list is the profile-scoped one (spec.md section 6).
  "GET /me/portos": { who: "signedIn", scope: "port" },
  "GET /health": { who: "public" },
  // Avatars are referenced from pages anyone may load; names are 96 random bits.
  "GET /uploads/avatars/:file": { who: "public", param: "file" },
  // A wall display authenticates with its own token in the query.
  "GET /wall": { who: "public" },

  ...crudRules("users", "users", "user"),
  "GET /logs/users": { who: policy("view", "activity") },
  "GET /logs/users/:id": { who: policy("view", "activity"), param: "activity" },
  "GET /admin/backups": { who: policy("view", "backups") },
  "GET /admin/backups/:name": { who: policy("view", "backups"), param: "file" },
  "POST /admin/backups/snapshot": { who: policy("create", "backups") },
  "GET /admin/consistency": { who: policy("view", "consistency") },
  "GET /displays": { who: policy("view", "displays") },
  "POST /displays": { who: policy("create", "displays") },
  "DELETE /displays/:id": { who: policy("delete", "displays"), param: "display" },
  "GET /email_information": { who: policy("view", "emailInformation") },
  "POST /email_information": { who: policy("update", "emailInformation") },
  "PUT /email_information": { who: policy("update", "emailInformation") },

  "GET /portos": { who: policy("view", "ports"), scope: "port" },
  "GET /portos/:id": { who: policy("view", "ports"), scope: "port", param: "port" },
  "POST /portos": { who: policy("create", "ports") },
  "PUT /portos/:id": { who: policy("update", "ports"), scope: "port", param: "port" },
  "DELETE /portos/:id": { who: policy("delete", "ports"), scope: "port", param: "port" },
  // A port's line-up freshness (of one comm type): staff of the port, sub-agents included (README "Updated" marks).
  "POST /portos/:id/atualizar": { who: policy("update", "portMarks"), scope: "port", param: "port" },
  // A terminal's line-up freshness: staff of its port (the line-up write scope by port).
  "POST /terminais/:id/atualizar": { who: policy("update", "lineups"), scope: "port", param: "terminal" },

  // Comm types and comms are not scoped: every role reads the catalogue (can(view, commTypes) is everyone).
  ...crudRules("cargas_tipos", "commTypes", "commType"),
  "POST /cargas_tipos/:id/atualizar": { who: policy("update", "commTypes"), param: "commType" },
  ...crudRules("cargas", "commTypes", "comm"),

  "GET /lineups": { who: policy("view", "lineups"), scope: "lineupRead" },
  "GET /lineups/parametros": { who: policy("view", "lineups"), scope: "lineupRead" },
  "GET /lineups/:id": { who: policy("view", "lineups"), scope: "lineupRead", param: "lineup" },
  "GET /lineups/:id/history": { who: policy("view", "lineups"), scope: "lineupRead", param: "lineup" },
  "POST /lineups": { who: policy("create", "lineups"), scope: "lineupWrite", bodyScoped: true, splits: true },
  "PUT /lineups/:id": {
    who: policy("update", "lineups"),
    scope: "lineupWrite",
    param: "lineup",
    bodyScoped: true,
    splits: true,
  },
  "DELETE /lineups/:id": { who: policy("delete", "lineups"), scope: "lineupWrite", param: "lineup" },
  "POST /lineups/list": { who: policy("update", "lineups"), scope: "lineupWrite", bodyScoped: true, splits: true },
  "POST /lineups/:id/atualizar": { who: policy("update", "lineups"), scope: "lineupWrite", param: "lineup" },
  "POST /lineups/:id/data": { who: policy("update", "lineups"), scope: "lineupWrite", param: "lineup" },
  "POST /lineups/download": { who: policy("export", "lineups"), scope: "lineupRead" },
  "POST /lineups/download/all": { who: policy("export", "lineups"), scope: "lineupRead" },
  "POST /lineups/sendemail": { who: policy("export", "lineups"), scope: "lineupRead" },
  // The import writes into the terminal it names: the body's place moves with the variant.
  "POST /lineups/importar": { who: policy("create", "lineups"), scope: "lineupWrite", bodyScoped: true },
  "POST /lineups/importar/preview": { who: policy("create", "lineups"), scope: "lineupWrite", bodyScoped: true },
  "GET /statistics/counts": { who: policy("view", "statistics"), scope: "lineupRead" },
  "GET /statistics/waiting-times": { who: policy("view", "statistics"), scope: "lineupRead" },
  "GET /statistics/lineup-counts": { who: policy("view", "statistics"), scope: "lineupRead" },
  "GET /statistics/berth-occupancy": { who: policy("view", "statistics"), scope: "lineupRead" },
  "GET /statistics/volumes": { who: policy("view", "statistics"), scope: "lineupRead" },
  // Weekly reports: one's own subscriptions only; the e-mail's unsubscribe link works without a sign-in (its token is signed).
  "GET /me/weekly-reports": { who: policy("view", "lineups") },
  "POST /me/weekly-reports": { who: policy("view", "lineups") },
  "DELETE /me/weekly-reports/:id": { who: policy("view", "lineups"), param: "weeklySubscription" },
  // Personal API tokens: one's own in one's profile; admins list and revoke everyone's.
  "GET /me/api-tokens": { who: "signedIn" },
  "POST /me/api-tokens": { who: "signedIn" },
  "DELETE /me/api-tokens/:id": { who: "signedIn", param: "apiToken" },
  "GET /admin/api-tokens": { who: policy("view", "users") },
  "DELETE /admin/api-tokens/:id": { who: policy("view", "users"), param: "apiToken", scope: "any" },
  "GET /weekly-reports/unsubscribe": { who: "public" },
  "GET /distribution-lists": { who: policy("view", "distributionLists") },
  "POST /distribution-lists": { who: policy("create", "distributionLists") },
  "GET /distribution-lists/:id": { who: policy("view", "distributionLists"), scope: "port", param: "distributionList" },
  "PUT /distribution-lists/:id": {
    who: policy("update", "distributionLists"),
    scope: "port",
    param: "distributionList",
  },
  "DELETE /distribution-lists/:id": {
    who: policy("delete", "distributionLists"),
    scope: "port",
    param: "distributionList",
  },
  "POST /distribution-lists/:id/send": {
    who: policy("update", "distributionLists"),
    scope: "port",
    param: "distributionList",
  },
  "GET /distribution-lists/unsubscribe": { who: "public" },
  "POST /distribution-lists/unsubscribe": { who: "public" },
  "POST /weekly-reports/unsubscribe": { who: "public" },
  // Watches, notifications and webhooks (issue 25): anyone signed in, each their own; an admin opens any webhook.
  "GET /watches": { who: policy("view", "watches") },
  "POST /watches": { who: policy("create", "watches") },
  "PUT /watches/:id": { who: policy("update", "watches"), param: "watch" },
  "DELETE /watches/:id": { who: policy("delete", "watches"), param: "watch" },
  "GET /watches/unsubscribe": { who: "public" },
  "POST /watches/unsubscribe": { who: "public" },
  "GET /notifications": { who: policy("view", "watches") },
  "POST /notifications/read": { who: policy("view", "watches") },
  "GET /webhooks": { who: policy("view", "watches") },
  "POST /webhooks": { who: policy("create", "watches") },
  "GET /webhooks/:id": { who: policy("view", "watches"), param: "webhook" },
  "PUT /webhooks/:id": { who: policy("update", "watches"), param: "webhook" },
  "DELETE /webhooks/:id": { who: policy("delete", "watches"), param: "webhook" },
  "GET /webhooks/:id/deliveries": { who: policy("view", "watches"), param: "webhook" },
  "POST /webhooks/:id/test": { who: policy("update", "watches"), param: "webhook" },
  "POST /webhooks/:id/deliveries/:deliveryId/redeliver": { who: policy("update", "watches"), param: "webhookDelivery" },
  ...fieldRules(),
};

/** The rule of an operation; an override answers as the verb it stands for. */
export function ruleOf(op: Operation): Rule | undefined {
  const key = op.override ? `${op.override.toUpperCase()} ${op.path}` : op.key;
  return RULES[key];
}

/** The variants worth sending for an operation: own and foreign objects for each scoped parameter or body. */
export function variantsOf(rule: Rule): Variant[] {
  if (rule.scope === "lineupWrite" || (rule.scope === "lineupRead" && rule.param === "lineup")) {
    return ["own", "foreignPort", "foreignComm", ...(rule.splits ? (["foreignSplit"] as const) : [])];
  }
  if (rule.param && rule.param !== "file") return ["own", "foreign"];
  return ["-"];
}

/** Where a variant puts the object: its port is assigned (A) or not (B), its comms assigned (C1) or not (C2). */
function placeOf(variant: Variant): { portAssigned: boolean; commAssigned: boolean } {
  return {
    portAssigned: variant !== "foreignPort" && variant !== "foreign",
    commAssigned: variant !== "foreignComm" && variant !== "foreignSplit",
  };
}

/**
 * Whether `actor` must succeed on `op` with `variant` (DESIGN.md "Roles"):
 * operators and sub-agents see only their ports; clients and sub-agents only
 * their comms; basic admins, operators and sub-agents edit only their ports.
 */
export function expectedAllowed(rule: Rule, actor: Actor, variant: Variant): boolean {
  const who = rule.who;
  const user = roleOf(actor);
  const allowed =
    who === "public"
      ? true
      : who === "signedIn"
        ? user !== null
        : typeof who === "function"
          ? who(actor)
          : can(user, who.action, who.area);
  if (!allowed || !user) return allowed;
  // Nobody cancels another user's weekly report.
  if (rule.param === "weeklySubscription") return variant === "own";
  // Nobody but an admin (scope "any") revokes another user's API token.
  if (rule.param === "apiToken") return variant === "own" || rule.scope === "any";
  // Watches are their user's alone; webhooks too, but an admin may open any (to allow it a private network).
  if (rule.param === "watch") return variant === "own";
  if (rule.param === "webhook" || rule.param === "webhookDelivery")
    return variant === "own" || user.role_id === ROLE_OF.admin;
  const { portAssigned, commAssigned } = placeOf(variant);
  if (
    rule.scope === "port" &&
    (rule.param === "port" || rule.param === "terminal" || rule.param === "distributionList")
  )
    return portAssigned || !isPortScoped(user);
  if (rule.scope === "lineupRead" && rule.param === "lineup") {
    // Only operators and sub-agents are limited to their ports for reading; basic admins see every port.
    const portOk = portAssigned || !(user.role_id === ROLE_OF.operator || user.role_id === ROLE_OF.subAgent);
    return portOk && (commAssigned || !isCommScoped(user));
  }
  if (rule.scope === "lineupWrite" && (rule.param === "lineup" || rule.bodyScoped)) {
    return (portAssigned || !isPortScoped(user)) && (commAssigned || !isCommScoped(user));
  }
  return true;
}

/** Keys clients never receive (spec.md section 6: Receiver, Disport, Agency, {product} client, client type). */
export const CLIENT_HIDDEN_KEYS = [
  "agencia",
  "agencia_id",
  "agencias",
  "recebedor",
  "recebedor_id",
  "recebedores",
  "destination_porto",
  "destination_port",
  "client_type",
  "embarcadores",
  "trabalhadores",
  "is_agency_client",
  "is_house",
];

/** Keys no answer ever carries; `token` and `refresh_token` only where the operation hands one out. */
export const SECRET_KEYS = [
  "password",
  "password_hash",
  "token_hash",
  "remember_token",
  "refresh_token",
  "token",
  "jwt_secret",
];
export const ISSUES_TOKENS: Record<string, string[]> = {
  "POST /oauth/token": ["refresh_token"],
  // The display token is shown once, in the answer that creates it.
  "POST /displays": ["token"],
  // So is a personal API token.
  "POST /me/api-tokens": ["token"],
};
