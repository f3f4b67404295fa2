import { describe, expect, it } from "vitest";
import {
  can,
  hiddenFieldAttributes,
  mayReadFieldList,
  menuFor,
  mayOpen,
  ROUTE_ACCESS,
  ROLE,
  type RoleId,
} from "../src";

const user = (role_id: RoleId) => ({ id: 1, role_id });

describe("policy", () => {
  it("lets only admins manage users", () => {
    expect(can(user(ROLE.admin), "create", "users")).toBe(true);
    for (const r of [2, 3, 4, 5] as const) expect(can(user(r), "view", "users")).toBe(false);
  });
  it("lets operators edit ports but not create them or add terminals", () => {
    const op = user(ROLE.operator);
    expect(can(op, "update", "ports")).toBe(true);
    expect(can(op, "create", "ports")).toBe(false);
    expect(can(op, "create", "terminals")).toBe(false);
    expect(can(op, "delete", "ports")).toBe(false);
  });
  it("never lets clients edit line-ups", () => {
    expect(can(user(ROLE.client), "view", "lineups")).toBe(true);
    expect(can(user(ROLE.client), "update", "lineups")).toBe(false);
    expect(can(user(ROLE.client), "export", "lineups")).toBe(false);
  });
  it("refuses guests", () => expect(can(null, "view", "lineups")).toBe(false));
  it("hides the agency, receiver and worker lists from clients only", () => {
    for (const list of ["agencias", "recebedores", "trabalhadores"] as const) {
      expect(mayReadFieldList(user(ROLE.client), list)).toBe(false);
      for (const r of [ROLE.admin, ROLE.basicAdmin, ROLE.operator, ROLE.subAgent])
        expect(mayReadFieldList(user(r), list)).toBe(true);
    }
    for (const list of ["navios", "afretadores", "lineups_portos"] as const)
      expect(mayReadFieldList(user(ROLE.client), list)).toBe(true);
    expect(mayReadFieldList(null, "navios")).toBe(false);
  });
  it("strips the vessel's agency-client flag for clients only", () => {
    expect(hiddenFieldAttributes(user(ROLE.client), "navios")).toEqual(["is_agency_client"]);
    expect(hiddenFieldAttributes(user(ROLE.operator), "navios")).toEqual([]);
    expect(hiddenFieldAttributes(user(ROLE.client), "afretadores")).toEqual([]);
  });
});

describe("routes and menu", () => {
  const access = (p: string) => ROUTE_ACCESS.find((r) => r.pattern === p)?.access ?? "guest";
  it("sends logged-in users away from guest routes", () =>
    expect(mayOpen(user(ROLE.admin), access("/login"))).toBe(false));
  it("keeps users screens for admins", () => {
    expect(mayOpen(user(ROLE.admin), access("/usuarios/listar"))).toBe(true);
    expect(mayOpen(user(ROLE.basicAdmin), access("/usuarios/listar"))).toBe(false);
  });
  it("shows clients only the line-ups and statistics", () => {
    const paths = menuFor(user(ROLE.client)).map((i) => i.path);
    expect(paths).toContain("/lineups/listar");
    expect(paths).not.toContain("/lineups/adicionar");
    expect(paths).not.toContain("/portos/listar");
  });
  it("groups the menu: line-ups, reference data, administration, each entry opening a route of its own", () => {
    const admin = menuFor(user(ROLE.admin));
    const groups = [...new Set(admin.map((i) => i.group))];
    expect(groups).toEqual(["Line-ups", "Reference data", "Administration"]);
    // Entries of a group stand together.
    expect(admin.map((i) => i.group)).toEqual(
      [...admin.map((i) => i.group)].sort((a, b) => groups.indexOf(a) - groups.indexOf(b)),
    );
    expect(admin.find((i) => i.label === "Statistics")?.path).toBe("/statistics");
    for (const item of admin)
      expect(ROUTE_ACCESS.some((r) => r.pattern === item.path || r.pattern === "/campos/:tipo")).toBe(true);
    expect([...new Set(menuFor(user(ROLE.client)).map((i) => i.group))]).toEqual(["Line-ups"]);
  });
  it("gives e-mail information to admin and basic admin only", () => {
    for (const r of [1, 2] as const) expect(menuFor(user(r)).map((i) => i.label)).toContain("Email Information");
    for (const r of [3, 4, 5] as const) expect(menuFor(user(r)).map((i) => i.label)).not.toContain("Email Information");
    expect(menuFor(user(1)).map((i) => i.label)).toEqual(expect.arrayContaining(["Displays", "Backups"]));
    for (const r of [2, 3, 4, 5] as const) expect(menuFor(user(r)).map((i) => i.label)).not.toContain("Displays");
    for (const r of [2, 3, 4, 5] as const) expect(menuFor(user(r)).map((i) => i.label)).not.toContain("Backups");
    // The data checks are for those who mend reference data.
    for (const r of [1, 2] as const) expect(menuFor(user(r)).map((i) => i.path)).toContain("/consistency");
    for (const r of [3, 4, 5] as const) expect(menuFor(user(r)).map((i) => i.path)).not.toContain("/consistency");
  });
});
