import { describe, expect, it } from "vitest";
import type { RoomConnection } from "../../src/live/room";
import type { Row, TerminalSource } from "../../src/live/source";
import { LiveTerminal } from "../../src/live/terminal";

/** A terminal of two comms (7 and 8) whose rows are what `rows` holds; counts every load. */
function countingSource(rows: Map<number, Row>) {
  const loads: (number[] | undefined)[] = [];
  const source: TerminalSource = {
    async loadRows(ids) {
      loads.push(ids);
      return new Map(
        [...rows].filter(([id]) => !ids || ids.includes(id)).map(([id, row]) => [id, structuredClone(row)]),
      );
    },
    loadHeader: async () => ({
      name: "T1",
      rate: null,
      av_dw_bw: null,
      max_draft: null,
      draft_berth: null,
      loa: null,
      remark: null,
      atualizado_data: null,
      atualizador: null,
    }),
  };
  return { loads, source };
}

const row = (id: number, carga_id: number, status: string): Row => ({
  id,
  carga_id,
  status,
  is_observacao: 0,
  eta: null,
  etb: null,
  recebedor: { id: 1, name: "Fertipar" },
  navio: { id: 1, name: "NORD VENUS", imo: "9412345", is_agency_client: true },
  berco: null,
  cargas_afretadores: [],
});

const connection = (sent: Uint8Array[]): RoomConnection => ({
  send: (data) => void sent.push(data),
  canEdit: false,
  user: { id: 1, name: "x", color: "#000" },
  awarenessIds: new Set(),
});

describe("one load per change, one encoding per room", () => {
  it("loads a change once for every projection and sends each room's sockets the same buffer", async () => {
    const rows = new Map([
      [1, row(1, 7, "Waiting")],
      [2, row(2, 8, "Waiting")],
    ]);
    const { loads, source } = countingSource(rows);
    const terminal = new LiveTerminal(1, source);
    await terminal.ready;
    const staff = terminal.room({ client: false });
    const client = terminal.room({ client: true });
    const scoped = terminal.room({ client: true, commIds: [8] });
    const sent = [[], [], [], [], []] as Uint8Array[][];
    staff.join(connection(sent[0]!));
    staff.join(connection(sent[1]!));
    client.join(connection(sent[2]!));
    scoped.join(connection(sent[3]!));
    scoped.join(connection(sent[4]!));
    for (const list of sent) list.length = 0; // the greetings
    expect(loads).toEqual([undefined]);

    rows.set(1, row(1, 7, "Loading"));
    rows.set(2, row(2, 8, "Loading"));
    await terminal.applyChange([1, 2], []);
    expect(loads).toEqual([undefined, [1, 2]]);
    // Each socket got one message, and the sockets of a room the very same buffer.
    expect(sent.map((list) => list.length)).toEqual([1, 1, 1, 1, 1]);
    expect(sent[0]![0]).toBe(sent[1]![0]);
    expect(sent[3]![0]).toBe(sent[4]![0]);

    const values = (room: typeof staff) => [...room.doc.getMap<Row>("rows").values()];
    expect(values(staff).map((r) => r.status)).toEqual(["Loading", "Loading"]);
    expect(values(client).every((r) => !("recebedor" in r) && !("is_agency_client" in (r.navio as object)))).toBe(true);
    expect(values(scoped).map((r) => r.id)).toEqual([2]);
    expect(scoped.doc.getMap("meta").get("counts")).toEqual({ berthed: 1, waiting: 0, expected: 0 });

    // A change outside a room's comms sends that room nothing; a hidden field changed sends clients nothing.
    for (const list of sent) list.length = 0;
    rows.set(1, { ...row(1, 7, "Loading"), recebedor: { id: 2, name: "Other" } });
    await terminal.applyChange([1], []);
    expect(sent.map((list) => list.length)).toEqual([1, 1, 0, 0, 0]);

    // A row moved out of the scoped room's comm leaves it; a deletion leaves every room.
    rows.set(2, row(2, 7, "Loading"));
    await terminal.applyChange([2], []);
    expect(values(scoped)).toEqual([]);
    rows.delete(1);
    await terminal.applyChange([], [1]);
    expect(values(staff).map((r) => r.id)).toEqual([2]);
    expect(values(client).map((r) => r.id)).toEqual([2]);
    terminal.destroy();
  });

  it("writes a change saved here to the sockets before the save goes on to its response, unless changes are queued before it", async () => {
    const rows = new Map([[1, row(1, 7, "Waiting")]]);
    const { loads, source } = countingSource(rows);
    const terminal = new LiveTerminal(1, source);
    await terminal.ready;
    const sent: Uint8Array[] = [];
    terminal.room({ client: false }).join(connection(sent));
    sent.length = 0;
    const stamp = { atualizado_data: "2030-01-01T00:00:00.000Z", atualizador: "Ada" };
    const saved = terminal.applyChange([1], [], {
      rows: new Map([[1, { ...row(1, 7, "Loading"), version: 2 }]]),
      stamp,
    });
    // Synchronously: no await between the save's commit and the sockets' write.
    expect(sent).toHaveLength(1);
    await saved;
    // Behind a change heard from another instance (a reload), a handed one waits its turn.
    rows.set(2, row(2, 7, "Waiting"));
    const heard = terminal.applyChange([2], []);
    const handed = terminal.applyChange([1], [], {
      rows: new Map([[1, { ...row(1, 7, "Discharging"), version: 9 }]]),
      stamp,
    });
    expect(sent).toHaveLength(1);
    await Promise.all([heard, handed]);
    expect(loads).toEqual([undefined, [2]]);
    expect([...terminal.room({ client: false }).doc.getMap<Row>("rows").values()].map((r) => r.status)).toEqual([
      "Discharging",
      "Waiting",
    ]);
    terminal.destroy();
  });
});
