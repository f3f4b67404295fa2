import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE_CLOSE, LIVE_MAX_SOCKETS_PER_USER, ROLE } from "@lineup/shared";
import { loadConfig } from "../../src/config";
import { createUser, startApp, type TestApp } from "../helpers";
import { makePort, type Place } from "../factories";
import { listen, makeDisplay, openRaw } from "./live-helpers";

const CAP = 4;
let t: TestApp;
let origin: string;
let ctx: Place;
let other: Place;
const sockets: ReturnType<typeof openRaw>[] = [];

beforeAll(async () => {
  t = await startApp({}, undefined, { live: { maxSocketsPerUser: CAP } });
  origin = await listen(t.app);
  ctx = await makePort(t.app, "Santos");
  other = await makePort(t.app, "Itaqui");
});
afterAll(async () => {
  for (const s of sockets) s.ws.terminate();
  await t.close();
});

const connect = (terminalId: number, token: string) => {
  const s = openRaw(`${origin}/api/v1/live/terminais/${terminalId}?token=${encodeURIComponent(token)}`);
  sockets.push(s);
  return s;
};

describe("sockets per user", () => {
  it("refuses exactly the sockets over the cap, opened all at once across terminals, with 4429", async () => {
    const u = await createUser(t.app, ROLE.admin);
    const attempts = Array.from({ length: CAP + 3 }, (_, i) =>
      connect(i % 2 ? ctx.terminal.id : other.terminal.id, u.token),
    );
    const outcomes = await Promise.all(attempts.map((a) => a.outcome));
    expect(outcomes.filter((o) => o === "joined")).toHaveLength(CAP);
    expect(outcomes.filter((o) => o !== "joined")).toEqual([
      LIVE_CLOSE.tooManySockets,
      LIVE_CLOSE.tooManySockets,
      LIVE_CLOSE.tooManySockets,
    ]);

    // Another user is not affected; a closed socket frees its place.
    const someoneElse = await createUser(t.app, ROLE.admin);
    expect(await connect(ctx.terminal.id, someoneElse.token).outcome).toBe("joined");
    const open = attempts.filter((_, i) => outcomes[i] === "joined");
    open[0]?.ws.close();
    await open[0]?.closed;
    await new Promise((r) => setTimeout(r, 100));
    expect(await connect(ctx.terminal.id, u.token).outcome).toBe("joined");
    expect(await connect(ctx.terminal.id, u.token).outcome).toBe(LIVE_CLOSE.tooManySockets);
  });

  it("caps a display token like a user", async () => {
    const boss = await createUser(t.app, ROLE.admin);
    const { token } = await makeDisplay(t.app, boss.token, "Wall", [ctx.port.id]);
    const outcomes = await Promise.all(Array.from({ length: CAP + 1 }, () => connect(ctx.terminal.id, token).outcome));
    expect(outcomes.filter((o) => o === "joined")).toHaveLength(CAP);
    expect(outcomes.filter((o) => o === LIVE_CLOSE.tooManySockets)).toHaveLength(1);
  });

  it("reads LIVE_MAX_SOCKETS_PER_USER and refuses a bad value at start", () => {
    const config = (value?: string) =>
      loadConfig(value === undefined ? {} : { LIVE_MAX_SOCKETS_PER_USER: value }, { dataDir: t.dataDir })
        .liveMaxSocketsPerUser;
    expect(config()).toBe(LIVE_MAX_SOCKETS_PER_USER);
    expect(config("3")).toBe(3);
    for (const bad of ["0", "-1", "abc", "1e3", "2.5"]) expect(() => config(bad)).toThrow(/LIVE_MAX_SOCKETS_PER_USER/);
  });
});
