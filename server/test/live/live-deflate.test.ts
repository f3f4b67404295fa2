import type { Socket } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { ROLE } from "@lineup/shared";
import { bearer, createUser, startApp, type TestApp } from "../helpers";
import { makeLineupRow, makeParties, makePort, callFields } from "../factories";
import { listen, subscribe, waitFor } from "./live-helpers";

/** What a client's sockets read: off the wire (compressed or not), and as messages once inflated. */
function countingSocket() {
  const read = { wire: 0, messages: 0, extensions: "" };
  const wires: Socket[] = [];
  class Counted extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols);
      this.once("upgrade", (response) => wires.push(response.socket));
      this.once("open", () => (read.extensions = this.extensions));
      this.on("message", (data: Buffer) => (read.messages += data.byteLength));
    }
  }
  const sample = () => ({ ...read, wire: wires.reduce((sum, w) => sum + w.bytesRead, 0) });
  return { Counted, sample };
}

const apps: TestApp[] = [];
afterAll(async () => Promise.all(apps.map((t) => t.close())));

/** An app with a terminal of 60 rows (its first sync is well over 8 KiB), a reader on it, and one save. */
async function joinAndSave(deflate: boolean) {
  const t = await startApp({}, undefined, { live: { deflate } });
  apps.push(t);
  const origin = await listen(t.app);
  const admin = await createUser(t.app, ROLE.admin);
  const place = await makePort(t.app, "Santos");
  const p = await makeParties(t.app);
  const rows = [];
  for (let i = 0; i < 60; i += 1)
    rows.push(await makeLineupRow(t.app, place, { ...callFields(place, p), qty: String(1000 + i) }));
  const { Counted, sample } = countingSocket();
  const reader = subscribe(origin, place.terminal.id, admin.token, Counted);
  await reader.synced();
  await waitFor(() => reader.rows.size === 60, "the 60 rows");
  const joined = sample();
  const first = rows[0];
  if (!first) throw new Error("no row");
  const saved = await t.app.inject({
    method: "POST",
    url: "/api/v1/lineups/list",
    headers: bearer(admin.token),
    payload: { terminal_id: place.terminal.id, list: [{ id: first.id, version: first.version, qty: "4321" }] },
  });
  expect(saved.statusCode).toBe(200);
  await waitFor(() => Number(reader.rows.get(String(first.id))?.qty) === 4321, "the save");
  const after = sample();
  reader.destroy();
  return { joined, update: { wire: after.wire - joined.wire, messages: after.messages - joined.messages } };
}

describe("permessage-deflate on the live sockets", () => {
  it("sends a terminal's first sync compressed, and a save's small update as it is", async () => {
    const { joined, update } = await joinAndSave(true);
    expect(joined.extensions).toContain("permessage-deflate");
    expect(joined.messages).toBeGreaterThan(8 * 1024);
    expect(joined.wire).toBeLessThan(joined.messages / 3);
    // Under the threshold: framed as it is (a frame's header more than the message).
    expect(update.messages).toBeGreaterThan(0);
    expect(update.wire).toBeGreaterThanOrEqual(update.messages);
  });

  it("sends everything as it is when turned off", async () => {
    const { joined } = await joinAndSave(false);
    expect(joined.extensions).toBe("");
    expect(joined.wire).toBeGreaterThan(joined.messages);
  });
});
