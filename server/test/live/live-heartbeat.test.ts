import { describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { createUser, setUpApp } from "../helpers";
import { makePort } from "../factories";
import { listen, openRaw, subscribe, waitFor } from "./live-helpers";

const HEARTBEAT_MS = 200;

const given = setUpApp(
  async (t) => {
    const origin = await listen(t.app);
    const admin = await createUser(t.app, ROLE.admin);
    const ctx = await makePort(t.app);
    return { origin, admin, ctx };
  },
  {},
  { live: { heartbeatMs: HEARTBEAT_MS } },
);

describe("heartbeat", () => {
  it("keeps sending a quiet socket an empty awareness message, so its client can tell a quiet server from a lost one", async () => {
    const { origin, admin, ctx } = given();
    const raw = openRaw(`${origin}/api/v1/live/terminais/${ctx.terminal.id}?token=${admin.token}`);
    const heard: { at: number; bytes: number[] }[] = [];
    raw.ws.on("message", (data: Buffer) => heard.push({ at: Date.now(), bytes: [...data] }));
    expect(await raw.outcome).toBe("joined");
    await waitFor(() => heard.filter((m) => m.bytes.join() === "1,1,0").length >= 5, "five heartbeats");
    const beats = heard.filter((m) => m.bytes.join() === "1,1,0");
    // Nothing else to send after the greeting: every later message is a heartbeat, none a burst.
    const gaps = beats.slice(1).map((m, i) => m.at - (beats[i]?.at ?? m.at));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(HEARTBEAT_MS / 2);
    raw.ws.close();
    expect(await raw.closed).toBeGreaterThan(0);
  });

  it("counts as a message for a y-websocket client and changes neither its document nor its presence", async () => {
    const { origin, admin, ctx } = given();
    const c = subscribe(origin, ctx.terminal.id, admin.token);
    await c.synced();
    const rowsBefore = JSON.stringify(c.rows.toJSON());
    const heardAt = c.provider.wsLastMessageReceived;
    let awarenessChanges = 0;
    c.provider.awareness.on("change", () => awarenessChanges++);
    await waitFor(() => c.provider.wsLastMessageReceived > heardAt + HEARTBEAT_MS * 2, "a later message");
    expect(c.provider.wsconnected).toBe(true);
    expect(JSON.stringify(c.rows.toJSON())).toBe(rowsBefore);
    expect(awarenessChanges).toBe(0);
    c.destroy();
  });
});
