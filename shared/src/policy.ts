import { ROLE, type RoleId } from "./roles";

/** The parts of a user the policy looks at. */
export interface PolicyUser {
  id: number;
  role_id: number;
}

export type Area =
  | "users"
  | "activity"
  | "ports"
  | "portMarks"
  | "terminals"
  | "commTypes"
  | "fields"
  | "emailInformation"
  | "lineups"
  | "statistics"
  | "displays"
  | "backups"
  | "consistency"
  | "distributionLists"
  | "watches";

export type Action = "view" | "create" | "update" | "delete" | "export";

const { admin, basicAdmin, operator, client, subAgent } = ROLE;
const everyone: readonly RoleId[] = [admin, basicAdmin, operator, client, subAgent];
const staff: readonly RoleId[] = [admin, basicAdmin, operator, subAgent];
const admins: readonly RoleId[] = [admin, basicAdmin];

/**
 * Which roles may do what, per area (spec.md section 6). Scoping to a user's
 * ports or comms is applied on top of this by the queries, never instead of it.
 */
const RULES: Record<Area, Partial<Record<Action, readonly RoleId[]>>> = {
  users: { view: [admin], create: [admin], update: [admin], delete: [admin] },
  activity: { view: [admin] },
  ports: { view: [admin, basicAdmin, operator], create: admins, update: [admin, basicAdmin, operator], delete: admins },
  // Marking a port's line-up of a comm type as updated is line-up work, not port editing: staff of the port
  // (spec.md section 6 gives sub-agents "Line-ups"; the routes add the port scope), as terminals' and rows' marks.
  portMarks: { update: staff },
  // Adding or removing terminals and berths of a port.
  terminals: { create: admins, delete: admins, update: [admin, basicAdmin, operator] },
  commTypes: { view: everyone, create: admins, update: admins, delete: admins },
  fields: { view: everyone, create: admins, update: admins, delete: admins },
  emailInformation: { view: admins, update: admins },
  lineups: { view: everyone, create: staff, update: staff, delete: staff, export: staff },
  statistics: { view: everyone },
  displays: { view: [admin], create: [admin], update: [admin], delete: [admin] },
  // Backups hold every account and line-up: the admin only.
  backups: { view: [admin], create: [admin] },
  // What stored data contradicts itself (issue 23): the people who fix reference data.
  consistency: { view: admins },
  // Line-ups mailed on a schedule to outside addresses (issue 25): the people who keep the port's line-up; the routes
  // add the port scope.
  distributionLists: {
    view: [admin, basicAdmin, operator],
    create: [admin, basicAdmin, operator],
    update: [admin, basicAdmin, operator],
    delete: [admin, basicAdmin, operator],
  },
  // Watches, notifications and webhooks (issue 25): anyone signed in, on what they may see (checked again at delivery).
  watches: { view: everyone, create: everyone, update: everyone, delete: everyone },
};

/** Whether `user` may perform `action` in `area`. Reads as a sentence: `can(user, "create", "ports")`. */
export function can(user: PolicyUser | null | undefined, action: Action, area: Area): boolean {
  if (!user) return false;
  const allowed: readonly number[] | undefined = RULES[area][action];
  return allowed?.includes(user.role_id) ?? false;
}

/** The reference lists of spec.md section 7 ("Reference data"), by their API path. */
export type FieldList = "navios" | "agencias" | "afretadores" | "recebedores" | "trabalhadores" | "lineups_portos";

/**
 * Lists a client never reads: the board hides the agency, receiver and worker
 * columns and filters from clients (spec.md section 6), so the lists behind
 * them are hidden too. Vessels, charterers and destination ports stay: the
 * client's board shows or filters by them.
 */
const CLIENT_HIDDEN_LISTS: readonly FieldList[] = ["agencias", "recebedores", "trabalhadores"];

/**
 * Attributes of reference items a client never receives: a vessel's {product}-client flag (the hidden "{product}
 * client" column).
 */
const CLIENT_HIDDEN_ATTRIBUTES: Partial<Record<FieldList, readonly string[]>> = { navios: ["is_agency_client"] };

/** Whether `user` may list and read the items of a reference list (`GET /agencias`, `GET /agencias/{id}`). */
export function mayReadFieldList(user: PolicyUser | null | undefined, list: FieldList): boolean {
  if (!user || !can(user, "view", "fields")) return false;
  return !(user.role_id === client && CLIENT_HIDDEN_LISTS.includes(list));
}

/**
 * Lists whose items whoever edits line-ups may create (spec.md section 6:
 * "Receiver quick-create from the table is not restricted"); every other list
 * is created by admins and basic admins only (the form's plus buttons).
 */
const STAFF_CREATED_LISTS: readonly FieldList[] = ["recebedores"];

/**
 * Whether `user` may create an item of a reference list (`POST /recebedores`): the one rule of the route, the form's
 * quick-create and the list page.
 */
export function mayCreateFieldItem(user: PolicyUser | null | undefined, list: FieldList): boolean {
  return can(user, "create", "fields") || (STAFF_CREATED_LISTS.includes(list) && can(user, "update", "lineups"));
}

/** The attributes of a reference list's items that `user` does not receive. */
export function hiddenFieldAttributes(user: PolicyUser, list: FieldList): readonly string[] {
  return user.role_id === client ? (CLIENT_HIDDEN_ATTRIBUTES[list] ?? []) : [];
}

/** Roles whose line-up and port access is limited to their assigned ports. */
export function isPortScoped(user: PolicyUser): boolean {
  return user.role_id === basicAdmin || user.role_id === operator || user.role_id === subAgent;
}

/** Roles whose line-up access is limited to their assigned comms. */
export function isCommScoped(user: PolicyUser): boolean {
  return user.role_id === client || user.role_id === subAgent;
}

export const isAdmin = (u: PolicyUser) => u.role_id === admin;
export const isBasicAdmin = (u: PolicyUser) => u.role_id === basicAdmin;
export const isOperator = (u: PolicyUser) => u.role_id === operator || u.role_id === subAgent;
export const isClient = (u: PolicyUser) => u.role_id === client;

/** Who may open a web route (spec.md section 2). `null` means guests only. */
export type RouteAccess = "guest" | "authenticated" | readonly RoleId[];

export const ROUTE_ACCESS: ReadonlyArray<{ pattern: string; access: RouteAccess }> = [
  { pattern: "/login", access: "guest" },
  { pattern: "/register", access: "guest" },
  { pattern: "/password/reset", access: "guest" },
  { pattern: "/password/email", access: "guest" },
  { pattern: "/dashboard", access: "authenticated" },
  { pattern: "/statistics", access: "authenticated" },
  { pattern: "/perfil", access: "authenticated" },
  { pattern: "/cargas_tipos/adicionar", access: admins },
  { pattern: "/cargas_tipos/editar/:id", access: admins },
  { pattern: "/cargas_tipos/listar", access: admins },
  { pattern: "/lineups/adicionar", access: staff },
  { pattern: "/lineups/editar/:id", access: staff },
  { pattern: "/lineups/listar", access: "authenticated" },
  { pattern: "/portos/adicionar", access: admins },
  { pattern: "/portos/editar/:id", access: [admin, basicAdmin, operator] },
  { pattern: "/portos/listar", access: [admin, basicAdmin, operator] },
  { pattern: "/usuarios/adicionar", access: [admin] },
  { pattern: "/usuarios/editar/:id", access: [admin] },
  { pattern: "/usuarios/listar", access: [admin] },
  { pattern: "/usuarios/atividades", access: [admin] },
  { pattern: "/usuarios/atividades/:id", access: [admin] },
  { pattern: "/campos/:tipo", access: admins },
  { pattern: "/email_information", access: admins },
  { pattern: "/inputdate/test", access: admins },
  { pattern: "/displays", access: [admin] },
  { pattern: "/backups", access: [admin] },
  { pattern: "/consistency", access: admins },
  // `new` before `:id`: the router takes the first match.
  { pattern: "/distribution-lists", access: [admin, basicAdmin, operator] },
  { pattern: "/distribution-lists/new", access: [admin, basicAdmin, operator] },
  { pattern: "/distribution-lists/:id/edit", access: [admin, basicAdmin, operator] },
  { pattern: "/distribution-lists/:id", access: [admin, basicAdmin, operator] },
  // What a user follows and where it is told (issue 25): each person's own.
  { pattern: "/watches", access: "authenticated" },
  { pattern: "/webhooks", access: "authenticated" },
  { pattern: "/webhooks/:id", access: "authenticated" },
];

/** Whether a user (or a guest, when `user` is null) may open a route with this access rule. */
export function mayOpen(user: PolicyUser | null, access: RouteAccess): boolean {
  if (access === "guest") return user === null;
  if (!user) return false;
  if (access === "authenticated") return true;
  return (access as readonly number[]).includes(user.role_id);
}

/** The side menu's sections, in order. */
export const MENU_GROUPS = ["Line-ups", "Reference data", "Administration"] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

export interface MenuItem {
  label: string;
  path: string;
  group: MenuGroup;
}

/** Side-menu entries per role (spec.md section 6), grouped, in the order shown. */
export function menuFor(user: PolicyUser): MenuItem[] {
  const r = user.role_id;
  const items: MenuItem[] = [];
  const add = (group: MenuGroup, label: string, path: string) => items.push({ group, label, path });
  add("Line-ups", "Dashboard", "/dashboard");
  add("Line-ups", "Statistics", "/statistics");
  add("Line-ups", "Line-ups", "/lineups/listar");
  if (r !== client) add("Line-ups", "New line-up", "/lineups/adicionar");
  if (can(user, "view", "distributionLists")) add("Line-ups", "Distribution lists", "/distribution-lists");
  if (can(user, "view", "watches")) {
    add("Line-ups", "Watches", "/watches");
    add("Line-ups", "Webhooks", "/webhooks");
  }
  if (r === admin || r === basicAdmin || r === operator) add("Reference data", "Ports", "/portos/listar");
  if (r === admin || r === basicAdmin) {
    add("Reference data", "New port", "/portos/adicionar");
    add("Reference data", "Comm", "/cargas_tipos/listar");
    add("Reference data", "Vessels", "/campos/navios");
    add("Reference data", "Agencies", "/campos/agencias");
    add("Reference data", "Charterers", "/campos/afretadores");
    add("Reference data", "Receivers | Shippers", "/campos/recebedores");
    add("Reference data", "Ports of destination", "/campos/lineup_porto");
    add("Reference data", "Email Information", "/email_information");
    add("Reference data", "Data checks", "/consistency");
  }
  if (r === admin) {
    add("Administration", "Users", "/usuarios/listar");
    add("Administration", "New user", "/usuarios/adicionar");
    add("Administration", "Activities", "/usuarios/atividades");
    add("Administration", "Displays", "/displays");
    add("Administration", "Backups", "/backups");
  }
  return items;
}
