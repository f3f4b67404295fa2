import { describe, expect, it } from "vitest";
import { liveMetaOf, presenceIn } from "./live-decode";

describe("decoding what a live room sends", () => {
  it("reads each field of the meta it can, null for what is missing or unreadable", () => {
    const meta = liveMetaOf({
      epoch: "e1",
      terminal_id: 7,
      terminal: { name: "T7", rate: "9000", remark: 3 },
      counts: { berthed: 1, waiting: 2, expected: 3 },
      port_marks: [{ carga_tipo_id: 1, carga_tipo: "Grain", data: "2031-03-02T09:00:00Z", user: null }, { x: 1 }],
      updated_at: "2031-03-02 09:00:00+00",
      updated_by: null,
    });
    expect(meta).toEqual({
      epoch: "e1",
      terminal_id: 7,
      terminal: {
        name: "T7",
        rate: "9000",
        av_dw_bw: null,
        max_draft: null,
        draft_berth: null,
        loa: null,
        remark: null,
        atualizado_data: null,
        atualizador: null,
      },
      counts: { berthed: 1, waiting: 2, expected: 3 },
      port_marks: [{ carga_tipo_id: 1, carga_tipo: "Grain", data: "2031-03-02T09:00:00Z", user: null }],
      updated_at: "2031-03-02 09:00:00+00",
      updated_by: null,
      av_waiting_time: null,
    });
    expect(liveMetaOf({ counts: { berthed: 1 } }).counts).toBeNull();
  });

  it("reads a peer's user and cell out of an awareness state, or nothing", () => {
    const user = { id: 2, name: "Ana", color: "#c92a2a" };
    expect(presenceIn({ user, editing: { rowId: 5, field: "qty", open: true, at: 9 } })).toEqual({
      user,
      editing: { rowId: 5, field: "qty", open: true, at: 9 },
    });
    expect(presenceIn({ user, editing: null })).toEqual({ user, editing: null });
    expect(presenceIn({})).toBeNull();
    expect(presenceIn({ user: { id: "2", name: "Ana", color: "" } })).toBeNull();
    expect(presenceIn(null)).toBeNull();
  });
});
