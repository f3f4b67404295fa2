import { describe, expect, it } from "vitest";
import { hoursMoved, rowInView, toldAs, type ChangeEvent, type RowFacts, type WatchRule } from "./match";
import { isPrivateAddress, urlProblem } from "./url-guard";
import { emailDueAt } from "./payload";

const row: RowFacts = {
  porto_id: 1,
  terminal_id: 10,
  carga_id: 100,
  carga_tipo_id: 7,
  afretador_id: 5,
  recebedor_id: 6,
  navio_id: 3,
  status: "Waiting",
  is_observacao: 0,
};
const event = (field: string, before: unknown, after: unknown): ChangeEvent => ({
  id: 1,
  lineup_id: 50,
  terminal_id: 10,
  porto_id: 1,
  field,
  before,
  after,
  user_id: 2,
  at: "2031-03-01T10:00:00Z",
});
const rule = (extra: Partial<WatchRule> = {}): WatchRule => ({
  kind: "row",
  lineup_id: 50,
  terminal_id: null,
  view: null,
  status_changes: "each",
  moved_hours: 24,
  new_calls: true,
  removed: true,
  ...extra,
});

describe("what a change tells a watch", () => {
  it("tells status changes each, only berthing and sailing, or none; never a new row's first status", () => {
    expect(toldAs(rule(), event("status", "Expected", "Waiting"), row)).toBe("status");
    expect(toldAs(rule({ status_changes: "berthed_sailed" }), event("status", "Expected", "Waiting"), row)).toBeNull();
    expect(toldAs(rule({ status_changes: "berthed_sailed" }), event("status", "Waiting", "Loading"), row)).toBe(
      "status",
    );
    expect(toldAs(rule({ status_changes: "berthed_sailed" }), event("status", "Loading", "Sailed"), row)).toBe(
      "status",
    );
    expect(toldAs(rule({ status_changes: "none" }), event("status", "Waiting", "Loading"), row)).toBeNull();
    expect(toldAs(rule(), event("status", null, "Waiting"), row)).toBeNull();
  });

  it("tells dates moved by more than the watch's hours, either way, and never a date first set or cleared", () => {
    expect(hoursMoved("2031-03-10", "2031-03-12")).toBe(48);
    expect(toldAs(rule(), event("etb", "2031-03-10", "2031-03-11"), row)).toBeNull();
    expect(toldAs(rule(), event("etb", "2031-03-10", "2031-03-12"), row)).toBe("moved");
    expect(toldAs(rule(), event("eta", "2031-03-10", "2031-03-08"), row)).toBe("moved");
    expect(toldAs(rule({ moved_hours: 0 }), event("etc", null, "2031-03-08"), row)).toBeNull();
    expect(toldAs(rule({ moved_hours: null }), event("etb", "2031-03-10", "2031-04-12"), row)).toBeNull();
  });

  it("tells new calls to terminals and views, removals to all, nothing of other calls, notes or fields", () => {
    expect(toldAs(rule(), event("_created", null, null), row)).toBeNull();
    expect(
      toldAs(rule({ kind: "terminal", lineup_id: null, terminal_id: 10 }), event("_created", null, null), row),
    ).toBe("new_call");
    expect(toldAs(rule(), event("_deleted", {}, null), row)).toBe("removed");
    expect(toldAs(rule({ lineup_id: 51 }), event("status", "Waiting", "Loading"), row)).toBeNull();
    expect(toldAs(rule(), event("status", "Waiting", "Loading"), { ...row, is_observacao: 1 })).toBeNull();
    expect(toldAs(rule(), event("qty", "1", "2"), row)).toBeNull();
  });

  it("judges a view by its filters, and a status change by either side of it", () => {
    const view = { carga_tipo_id: 7, porto_id: [1], status: ["Loading" as const] };
    expect(rowInView(view, row)).toBe(false);
    expect(rowInView(view, { ...row, status: "Loading" })).toBe(true);
    expect(rowInView({ carga_tipo_id: 8 }, row)).toBe(false);
    expect(rowInView({ carga_tipo_id: 7, carga_id: [101] }, row)).toBe(false);
    expect(rowInView({ carga_tipo_id: 7 }, { ...row, status: "Sailed" })).toBe(false);
    const watch = rule({ kind: "view", lineup_id: null, view });
    expect(toldAs(watch, event("status", "Waiting", "Loading"), row)).toBe("status");
    expect(toldAs(watch, event("status", "Waiting", "Expected"), row)).toBeNull();
  });
});

describe("webhook URLs (SSRF)", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.20.0.1",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "::1",
    "fd00::1",
    "fe80::1",
    "::ffff:10.0.0.1",
  ])("knows %s as private, loopback, link-local or mapped", (ip) => {
    expect(isPrivateAddress(ip), ip).toBe(true);
  });

  it.each(["93.184.216.34", "8.8.8.8", "2606:4700::1111"])("knows %s as public", (ip) => {
    expect(isPrivateAddress(ip), ip).toBe(false);
  });

  it("asks for https and no credentials; plain http and private hosts only with an admin's leave", () => {
    expect(urlProblem("https://93.184.216.34/x", false)).toBeNull();
    expect(urlProblem("http://93.184.216.34/x", false)).toMatch(/https/);
    expect(urlProblem("http://127.0.0.1:9/x", true)).toBeNull();
    expect(urlProblem("https://localhost/x", false)).toMatch(/private/);
    expect(urlProblem("https://user:pw@example.com/x", false)).toMatch(/password/);
    expect(urlProblem("not a url", false)).toMatch(/full URL/);
  });
});

describe("when a watch's e-mail is due", () => {
  it("at once, at the next full hour, or at the next 07:00 of the port", () => {
    const now = new Date("2031-03-03T10:20:00Z");
    expect(emailDueAt("off", now, "UTC")).toBeNull();
    expect(emailDueAt("immediate", now, "UTC")).toEqual(now);
    expect(emailDueAt("hourly", now, "UTC")?.toISOString()).toBe("2031-03-03T11:00:00.000Z");
    // 07:20 in São Paulo (UTC−3): the next 07:00 there is tomorrow's, 10:00 UTC.
    expect(emailDueAt("daily", now, "America/Sao_Paulo")?.toISOString()).toBe("2031-03-04T10:00:00.000Z");
    expect(emailDueAt("daily", new Date("2031-03-03T09:00:00Z"), "America/Sao_Paulo")?.toISOString()).toBe(
      "2031-03-03T10:00:00.000Z",
    );
  });
});
