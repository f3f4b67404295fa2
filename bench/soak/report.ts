import { followedBy, partiesAt, saveTggRow, type LineupApi } from "../../tests/e2e/tgg-rows";
import type { Trace } from "./instrument";

export type { Trace } from "./instrument";

export const ADMIN = "admin@demo.local";

/** A planned outage: from `start` to `end` (ms), for the screens named (all when empty). */
export interface Outage {
  what: string;
  screens: string[];
  start: number;
  end: number;
}

/** Records an outage starting now; the caller sets its end when it is over. */
export function planOutage(outages: Outage[], what: string, screens: string[]): Outage {
  const outage = { what, screens, start: Date.now(), end: Date.now() };
  outages.push(outage);
  return outage;
}

export interface ScreenReport {
  screen: string;
  /** Live sockets opened during the run (each a first connection or a reconnection). */
  opens: number;
  closesPlanned: number;
  closesUnplanned: number;
  bannersPlanned: number;
  /** Stale banners or badges that appeared while the server was there for this screen. */
  falseBanners: number;
  falseBannerTimes: string[];
  missed: number;
  heapStartMb: number;
  heapEndMb: number;
  heapGrowthPct: number;
}

/** Sorts a screen's trace into what its planned outages explain and what they do not (`settleMs`: the time reconnection may take after one). */
export function screenReport(
  screen: string,
  trace: Trace,
  outages: Outage[],
  settleMs: number,
  m: { heapStartMb: number; heapEndMb: number; missed: number },
  since = 0,
): ScreenReport {
  const planned = (t: number) =>
    outages.some((o) => (!o.screens.length || o.screens.includes(screen)) && t >= o.start && t <= o.end + settleMs);
  const closes = trace.closes.filter((c) => c.t >= since);
  const shown = trace.banners.filter((b) => b.on && b.t >= since);
  const falseBanners = shown.filter((b) => !planned(b.t));
  return {
    screen,
    opens: trace.opens.filter((o) => o.t >= since).length,
    closesPlanned: closes.filter((c) => planned(c.t)).length,
    closesUnplanned: closes.filter((c) => !planned(c.t)).length,
    bannersPlanned: shown.length - falseBanners.length,
    falseBanners: falseBanners.length,
    falseBannerTimes: falseBanners.map((b) => `${new Date(b.t).toISOString()} ${b.what}`),
    missed: m.missed,
    heapStartMb: m.heapStartMb,
    heapEndMb: m.heapEndMb,
    heapGrowthPct: m.heapStartMb ? (100 * (m.heapEndMb - m.heapStartMb)) / m.heapStartMb : 0,
  };
}

/** The soak's own row: Santos / TGG, a comm the demo client follows. */
export interface SoakRow {
  id: number;
  terminalId: number;
  portId: number;
}

/** A small API client logged in as `email`: the soak's row, its wall display and its saves. */
export async function apiLogin(origin: string, email: string) {
  let token = "";
  const relogin = async () => {
    const res = await fetch(`${origin}/api/v1/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ grant_type: "password", username: email, password: "demo12345" }),
    });
    if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
    token = ((await res.json()) as { access_token: string }).access_token;
  };
  const call = async <T>(method: string, path: string, body?: unknown, retried = false): Promise<T> => {
    const res = await fetch(`${origin}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    // An hour outlives the access token: log in again once.
    if (res.status === 401 && !retried) {
      await relogin();
      return call<T>(method, path, body, true);
    }
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  await relogin();
  const api: LineupApi = {
    get: <T>(path: string) => call<T>("GET", path),
    post: <T>(path: string, data: unknown) => call<T>("POST", path, data),
  };
  return {
    relogin,
    async makeTggRow(prefix: string): Promise<SoakRow> {
      const followed = await followedBy(await apiLogin(origin, "client@demo.local"));
      const { santos, tgg, row } = await saveTggRow(api, prefix, {
        choose: (o) => partiesAt(o, 1, (c) => followed.has(c.id)),
        qty: "40000",
      });
      return { id: row.id, terminalId: tgg.id, portId: santos.id };
    },
    async makeWall(portId: number): Promise<string> {
      return (
        await call<{ token: string }>("POST", "/displays", { name: `Soak wall ${Date.now()}`, porto_ids: [portId] })
      ).token;
    },
    async saveQty(row: SoakRow, qty: number) {
      const { version } = await call<{ version: number }>("GET", `/lineups/${row.id}`);
      await call("POST", "/lineups/list", {
        terminal_id: row.terminalId,
        list: [{ id: row.id, version, qty: String(qty) }],
        deleted_lines: [],
      });
    },
    get: api.get,
  };
}
