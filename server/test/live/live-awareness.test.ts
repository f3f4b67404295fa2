import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE_CLOSE, presenceColor, ROLE } from "@lineup/shared";
import { createUser, startApp, type TestApp, type TestUser } from "../helpers";
import { assignPorts, makePort, type Place } from "../factories";
import { awarenessMessage, listen, openRaw, subscribe, waitFor } from "./live-helpers";

let t: TestApp;
let origin: string;
let ctx: Place;
let ada: TestUser;
let olga: TestUser;
let mallory: TestUser;
const cleanup: (() => void)[] = [];

beforeAll(async () => {
  t = await startApp();
  origin = await listen(t.app);
  ctx = await makePort(t.app, "Santos");
  ada = await createUser(t.app, ROLE.admin, { name: "Ada" });
  olga = await createUser(t.app, ROLE.operator, { name: "Olga" });
  mallory = await createUser(t.app, ROLE.operator, { name: "Mallory" });
  await assignPorts(t.app, olga.user.id, [ctx.port.id]);
  await assignPorts(t.app, mallory.user.id, [ctx.port.id]);
});
afterAll(async () => {
  for (const c of cleanup) c();
  await t.close();
});

const open = (token: string) => {
  const c = subscribe(origin, ctx.terminal.id, token);
  cleanup.push(c.destroy);
  return c;
};

/** Opens a client for each of two users and waits until both are synced. */
const openSynced = async (first: string, second: string) => {
  const pair = [open(first), open(second)] as const;
  await Promise.all(pair.map((c) => c.synced()));
  return pair;
};

type Seen = {
  user?: { id: number; name: string; color: string };
  editing?: { rowId: number | string; field: string } | null;
  [k: string]: unknown;
};
const stateOf = (c: ReturnType<typeof subscribe>, clientId: number) =>
  c.provider.awareness.getStates().get(clientId) as Seen | undefined;

describe("awareness stamped by the server", () => {
  it("relays an editor's cell with the server's name, id and colour, whatever the client claimed, and nothing else", async () => {
    const [observer, liar] = await openSynced(ada.token, mallory.token);
    liar.provider.awareness.setLocalState({
      user: { id: olga.user.id, name: "Olga", color: "#000" },
      editing: { rowId: 7, field: "status" },
      admin: true,
      note: "x".repeat(300),
    });
    await waitFor(() => stateOf(observer, liar.doc.clientID) !== undefined, "the editor's presence");
    expect(stateOf(observer, liar.doc.clientID)).toEqual({
      user: { id: mallory.user.id, name: "Mallory", color: presenceColor(mallory.user.id) },
      editing: { rowId: 7, field: "status" },
    });

    // A malformed cell is not relayed as a cell: the editor shows, editing nothing.
    liar.provider.awareness.setLocalState({ editing: { rowId: { $gt: 1 }, field: "<img src=x onerror=alert(1)>" } });
    await waitFor(() => stateOf(observer, liar.doc.clientID)?.editing === null, "the cell dropped");
    expect(stateOf(observer, liar.doc.clientID)?.user?.name).toBe("Mallory");
  });

  it("never lets a socket write or remove another client's entry, even with a higher clock, nor speak for a second client id", async () => {
    const [victim, observer] = await openSynced(olga.token, ada.token);
    victim.provider.awareness.setLocalState({
      user: { id: olga.user.id, name: "Olga", color: "#f00" },
      editing: { rowId: 1, field: "status" },
    });
    await waitFor(() => stateOf(observer, victim.doc.clientID)?.editing?.rowId === 1, "the victim's presence");

    const attacker = openRaw(`${origin}/api/v1/live/terminais/${ctx.terminal.id}?token=${mallory.token}`);
    expect(await attacker.outcome).toBe("joined");
    attacker.ws.send(
      awarenessMessage([
        {
          clientId: victim.doc.clientID,
          clock: 1000,
          state: { user: { id: olga.user.id, name: "Olga" }, editing: { rowId: 666, field: "qty" } },
        },
      ]),
    );
    attacker.ws.send(awarenessMessage([{ clientId: victim.doc.clientID, clock: 2000, state: null }]));
    attacker.ws.send(awarenessMessage([{ clientId: 4242, clock: 1, state: { editing: { rowId: 5, field: "eta" } } }]));
    attacker.ws.send(awarenessMessage([{ clientId: 4343, clock: 1, state: { editing: { rowId: 9, field: "eta" } } }]));
    // The same socket's last message: once the observer has it, everything before it was handled.
    attacker.ws.send(awarenessMessage([{ clientId: 4242, clock: 2, state: { editing: { rowId: 6, field: "eta" } } }]));
    await waitFor(() => stateOf(observer, 4242)?.editing?.rowId === 6, "the attacker's own entry");

    expect(stateOf(observer, 4242)?.user?.name).toBe("Mallory");
    expect(stateOf(observer, victim.doc.clientID)).toEqual({
      user: { id: olga.user.id, name: "Olga", color: presenceColor(olga.user.id) },
      editing: { rowId: 1, field: "status" },
    });
    expect(stateOf(observer, 4343)).toBeUndefined();
    attacker.ws.close();
    await waitFor(() => stateOf(observer, 4242) === undefined, "the attacker's presence removed when it leaves");
  });

  it("does not let a late echo of a departed editor's state take the place of the echoing socket's own presence", async () => {
    const observer = open(ada.token);
    await observer.synced();
    const url = `${origin}/api/v1/live/terminais/${ctx.terminal.id}?token=`;
    const departed = openRaw(url + olga.token);
    expect(await departed.outcome).toBe("joined");
    const olgaState = { editing: { rowId: 11, field: "qty" } };
    departed.ws.send(awarenessMessage([{ clientId: 7001, clock: 1, state: olgaState }]));
    await waitFor(() => stateOf(observer, 7001)?.user?.name === "Olga", "the first editor");
    departed.ws.close();
    await waitFor(() => stateOf(observer, 7001) === undefined, "the first editor gone");

    // y-websocket clients send back the states they receive: this echo arrives after its owner left.
    const echoing = openRaw(url + mallory.token);
    expect(await echoing.outcome).toBe("joined");
    echoing.ws.send(awarenessMessage([{ clientId: 7001, clock: 1, state: olgaState }]));
    echoing.ws.send(awarenessMessage([{ clientId: 7002, clock: 1, state: { editing: { rowId: 12, field: "qty" } } }]));
    await waitFor(() => stateOf(observer, 7002)?.user?.name === "Mallory", "the second editor's own presence");
    expect(stateOf(observer, 7001)).toBeUndefined();
    echoing.ws.close();
  });

  it("drops oversized awareness before anyone sees it, and closes a socket that keeps sending it", async () => {
    const [observer, big] = await openSynced(ada.token, mallory.token);
    big.provider.awareness.setLocalState({ editing: { rowId: 3, field: "qty" }, blob: "x".repeat(200_000) });
    big.provider.awareness.setLocalState({ editing: { rowId: 4, field: "qty" } });
    await waitFor(
      () => stateOf(observer, big.doc.clientID)?.editing?.rowId === 4,
      "the normal state after the huge one",
    );
    expect(JSON.stringify(stateOf(observer, big.doc.clientID))).not.toContain("xxx");

    const flooder = openRaw(`${origin}/api/v1/live/terminais/${ctx.terminal.id}?token=${mallory.token}`);
    expect(await flooder.outcome).toBe("joined");
    const huge = awarenessMessage([{ clientId: 5151, clock: 1, state: { blob: "y".repeat(9000) } }]);
    for (let i = 0; i < 3; i++) flooder.ws.send(huge);
    expect(await flooder.closed).toBe(LIVE_CLOSE.tooLarge);
    expect(stateOf(observer, 5151)).toBeUndefined();
    expect(big.provider.wsconnected).toBe(true);
  });

  it("removes an editor's presence for everyone when its socket closes", async () => {
    const observer = open(ada.token);
    const leaving = subscribe(origin, ctx.terminal.id, olga.token);
    await Promise.all([observer.synced(), leaving.synced()]);
    leaving.provider.awareness.setLocalState({ editing: { rowId: 2, field: "etb" } });
    await waitFor(() => stateOf(observer, leaving.doc.clientID)?.user?.name === "Olga", "the presence");
    // Terminate, not a polite close: y-websocket would otherwise announce its own departure.
    const ws = leaving.provider.ws;
    if (ws && "terminate" in ws && typeof ws.terminate === "function") ws.terminate();
    leaving.provider.shouldConnect = false;
    await waitFor(() => stateOf(observer, leaving.doc.clientID) === undefined, "the presence removed");
    leaving.destroy();
  });
});
