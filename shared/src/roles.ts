/** Role ids, in the second reading of spec.md section 3 (DESIGN.md decision). */
export const ROLE = {
  admin: 1,
  basicAdmin: 2,
  operator: 3,
  client: 4,
  subAgent: 5,
} as const;

export type RoleId = (typeof ROLE)[keyof typeof ROLE];

export const ROLE_IDS: readonly RoleId[] = [1, 2, 3, 4, 5];

export const ROLE_NAMES: Record<RoleId, string> = {
  1: "Admin",
  2: "Basic admin",
  3: "Operator",
  4: "Client",
  5: "Sub-agent operator",
};

/** Roles that are assigned ports (the user form shows the port multi-select). */
export const ROLES_WITH_PORTS: readonly RoleId[] = [ROLE.basicAdmin, ROLE.operator, ROLE.subAgent];
/** Roles that are assigned comms (the user form shows the comm multi-select). */
export const ROLES_WITH_COMMS: readonly RoleId[] = [ROLE.client, ROLE.subAgent];

export function isRoleId(value: unknown): value is RoleId {
  return typeof value === "number" && (ROLE_IDS as readonly number[]).includes(value);
}
