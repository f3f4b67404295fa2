import * as decoding from "lib0/decoding";
import { describe, expect, it } from "vitest";
import { AWARENESS_MAX_MESSAGE_BYTES } from "@lineup/shared";
import { MESSAGE_AWARENESS } from "../../src/live/messages";
import { Room, type RoomConnection } from "../../src/live/room";
import { awarenessMessage } from "./live-helpers";

/** A socket as the room sees it, keeping what the room sent it. */
const connection = (id: number, canEdit = true) => {
  const sent: Uint8Array[] = [];
  const conn: RoomConnection = {
    send: (data) => void sent.push(data),
    canEdit,
    user: { id, name: `Editor number ${id}`, color: "#123456" },
    awarenessIds: new Set(),
  };
  return { conn, sent };
};

/** The awareness messages among what a socket was sent. */
const awarenessOf = (sent: Uint8Array[]) =>
  sent.filter((m) => decoding.readVarUint(decoding.createDecoder(m)) === MESSAGE_AWARENESS);

describe("presence echoed back by y-websocket clients in a large room", () => {
  it("takes a batch of 150 editors' presence echoed by every one of them as harmless, however many bytes it is", () => {
    const room = new Room(1, { client: false });
    const editors = Array.from({ length: 150 }, (_, i) => connection(i + 1));
    const wall = connection(999, false);
    for (const e of [...editors, wall]) room.join(e.conn);
    editors.forEach((e, i) =>
      expect(
        room.receive(
          e.conn,
          awarenessMessage([{ clientId: 5000 + i, clock: 1, state: { editing: { rowId: i, field: "qty" } } }]),
        ),
      ).toBe("ok"),
    );
    room.flushAwareness();

    // The batch every socket got, sent back as a y-websocket client does: well over 8 KiB.
    const [batch] = awarenessOf(wall.sent);
    expect(batch).toBeDefined();
    expect(batch!.byteLength).toBeGreaterThan(AWARENESS_MAX_MESSAGE_BYTES);
    for (const e of [...editors, wall]) {
      expect(awarenessOf(e.sent)).toHaveLength(1);
      expect(room.receive(e.conn, batch!)).toBe("ok");
    }
    // Nobody took another's id, nothing changed, nothing to relay again.
    expect(editors.every((e, i) => e.conn.awarenessIds.size === 1 && e.conn.awarenessIds.has(5000 + i))).toBe(true);
    room.flushAwareness();
    expect(awarenessOf(wall.sent)).toHaveLength(1);
    expect((room.awareness.getStates().get(5007) as { user: { name: string } }).user.name).toBe("Editor number 8");
    room.destroy();
  });

  it("refuses a message with more entries than the room has known, and an own state above the cap", () => {
    const room = new Room(1, { client: false });
    const editor = connection(1);
    room.join(editor.conn);
    const many = Array.from({ length: room.awareness.meta.size + 2 }, (_, i) => ({
      clientId: 7000 + i,
      clock: 1,
      state: { editing: null },
    }));
    expect(room.receive(editor.conn, awarenessMessage(many))).toBe("too-large");
    expect(
      room.receive(
        editor.conn,
        awarenessMessage([
          { clientId: 7100, clock: 1, state: { editing: null, blob: "x".repeat(AWARENESS_MAX_MESSAGE_BYTES) } },
        ]),
      ),
    ).toBe("too-large");
    expect(room.awareness.getStates().has(7100)).toBe(false);
    expect(
      room.receive(
        editor.conn,
        awarenessMessage([{ clientId: 7100, clock: 2, state: { editing: { rowId: 3, field: "qty" } } }]),
      ),
    ).toBe("ok");
    expect(room.awareness.getStates().get(7100)).toMatchObject({ editing: { rowId: 3, field: "qty" } });
    room.destroy();
  });
});
