import { describe, expect, it } from "vitest";
import type { BoardFilters, BoardPort, BoardTerminal, LineupRow } from "../api/types";
import { applyRowsChange, headerOf, liveBoard, portMarksOf, shownRows, type LiveTerminalData } from "./live-board";
import { defaultFilters } from "../filters/board-url";
import { testRow } from "../test-row";

const filters = (extra: Partial<BoardFilters> = {}): BoardFilters => ({
  ...defaultFilters(1),
  porto_id: [1],
  ...extra,
});

const terminal = (id: number, lineups: LineupRow[]): BoardTerminal => ({
  id,
  name: `T${id}`,
  rate: "10000",
  av_dw_bw: null,
  max_draft: "12",
  draft_berth: null,
  loa: null,
  remark: null,
  av_waiting_time: 9,
  atualizado_data: null,
  atualizador: null,
  editable: true,
  lineups,
});

const port = (terminais: BoardTerminal[]): BoardPort => ({
  id: 1,
  name: "Santos",
  time_zone: "America/Sao_Paulo",
  max_draft: null,
  bunker: null,
  carga_atualizada: null,
  weathersAtuais: [],
  weather_updated_at: null,
  counts: { berthed: 9, waiting: 9, expected: 9 },
  espera: [],
  terminais,
});

const rowsOf = (...rows: LineupRow[]) => new Map(rows.map((r) => [r.id, r] as const));
const change = (changed: LineupRow[], deleted: number[] = [], reset = false) => ({
  changed: rowsOf(...changed),
  deleted,
  reset,
});

describe("the board from its live rooms", () => {
  it("shows the rows the filters select, by ETB (empty last) then id, with notes whatever the filters", () => {
    const rows = rowsOf(
      testRow({ id: 1, etb: null }),
      testRow({ id: 2, etb: "2031-03-09" }),
      testRow({ id: 3, etb: "2031-03-01", status: "Sailed" }),
      testRow({ id: 4, etb: "2031-03-01", carga_tipo_id: 2 }),
      testRow({ id: 5, etb: "2031-03-02", is_observacao: 1, status: "Sailed" }),
      testRow({ id: 6, etb: "2031-03-09", afretador_id: 31 }),
    );
    expect(shownRows(rows, filters(), false).map((r) => r.id)).toEqual([5, 2, 6, 1]);
    expect(shownRows(rows, filters({ afretador_id: [31] }), false).map((r) => r.id)).toEqual([5, 6]);
    expect(shownRows(rows, filters({ status: ["Sailed"] }), false).map((r) => r.id)).toEqual([3, 5]);
  });

  it("ignores a client's filters on fields clients do not see", () => {
    const rows = rowsOf(testRow({ id: 1, recebedor_id: 40 }), testRow({ id: 2, recebedor_id: 41 }));
    expect(shownRows(rows, filters({ recebedor_id: [40] }), false).map((r) => r.id)).toEqual([1]);
    expect(shownRows(rows, filters({ recebedor_id: [40] }), true).map((r) => r.id)).toEqual([1, 2]);
  });

  it("replaces changed rows, drops deleted ones, and starts over on a reset", () => {
    const first = applyRowsChange(undefined, change([testRow({ id: 1 }), testRow({ id: 2 })], [], true));
    const next = applyRowsChange(
      first,
      change([testRow({ id: 2, status: "Loading", version: 4 }), testRow({ id: 3 })], [1]),
    );
    expect([...(next.rows?.keys() ?? [])]).toEqual([2, 3]);
    expect(next.rows?.get(2)?.status).toBe("Loading");
    expect(first.rows?.has(1)).toBe(true); // the earlier state is left alone
    expect([...(applyRowsChange(next, change([testRow({ id: 9 })], [], true)).rows?.keys() ?? [])]).toEqual([9]);
  });

  it("computes the counts, the waiting times and the header from the rows shown, as GET /lineups would", () => {
    const http = [
      port([terminal(1, [testRow({ id: 1 })]), terminal(2, [testRow({ id: 7, terminal_id: 2, status: "Loading" })])]),
    ];
    const live = new Map<number, LiveTerminalData>([
      [
        1,
        {
          rows: rowsOf(
            testRow({ id: 1, status: "Loading", eta: "2031-03-01", etb: "2031-03-02" }),
            testRow({ id: 2, status: "Waiting", eta: "2031-03-01", etb: "2031-03-05" }),
            testRow({ id: 3, status: "Sailed", eta: "2031-01-01", etb: "2031-03-01" }),
            testRow({ id: 4, status: "Expected", is_observacao: 1, eta: "2031-01-01", etb: "2031-03-01" }),
          ),
          header: headerOf({
            terminal: {
              name: "T1",
              rate: "12000",
              av_dw_bw: null,
              max_draft: "13",
              draft_berth: null,
              loa: null,
              remark: "Fog",
              atualizado_data: "2031-02-01 10:00:00",
              atualizador: "Ada",
            },
          }),
        },
      ],
    ]);
    const [board] = liveBoard(http, live, (rows) => shownRows(rows, filters(), false));
    const [t1, t2] = board?.terminais ?? [];
    expect(t1?.lineups.map((r) => r.id)).toEqual([4, 1, 2]);
    expect(t1).toMatchObject({
      rate: "12000",
      remark: "Fog",
      max_draft: "13",
      atualizador: "Ada",
      av_waiting_time: 2.5,
      editable: true,
    });
    // A terminal whose room has not synced keeps what the board read said.
    expect(t2).toBe(http[0]?.terminais[1]);
    // Terminal 1's Loading and Waiting, terminal 2's Loading: notes and hidden rows do not count.
    expect(board?.counts).toEqual({ berthed: 2, waiting: 1, expected: 0 });
    expect(board?.espera).toEqual([
      { terminal_id: 1, name: "T1", av_waiting_time: 2.5 },
      { terminal_id: 2, name: "T2", av_waiting_time: 9 },
    ]);
  });

  it("keeps the board's header while the room does not send one", () => {
    expect(headerOf({ counts: {} })).toBeNull();
    const http = [port([terminal(1, [])])];
    const [board] = liveBoard(http, new Map([[1, { rows: rowsOf(), header: null }]]), (rows) =>
      shownRows(rows, filters(), false),
    );
    expect(board?.terminais[0]).toMatchObject({ rate: "10000", lineups: [], av_waiting_time: null });
  });
});

describe("the port's mark from the live rooms", () => {
  const listAll = (rows: ReadonlyMap<number, LineupRow>) => [...rows.values()];

  it("takes the latest mark of the board's comm type from any of the port's rooms, over what GET /lineups said", () => {
    const ports = [
      { ...port([terminal(1, []), terminal(2, [])]), carga_atualizada: { data: "2031-03-01T08:00:00Z", user: "Old" } },
    ];
    const live = new Map<number, LiveTerminalData>([
      [
        1,
        {
          rows: null,
          header: null,
          portMarks: [
            { carga_tipo_id: 1, carga_tipo: "Grain", data: "2031-03-02T09:00:00Z", user: "Ana" },
            { carga_tipo_id: 2, carga_tipo: "Salt", data: "2031-03-05T09:00:00Z", user: "Bea" },
          ],
        },
      ],
      [2, { rows: null, header: null, portMarks: null }],
    ]);
    expect(liveBoard(ports, live, listAll, 1)[0]?.carga_atualizada).toEqual({
      data: "2031-03-02T09:00:00Z",
      user: "Ana",
    });
    // Another comm type's mark is not this board's.
    expect(liveBoard(ports, live, listAll, 3)[0]?.carga_atualizada).toEqual({
      data: "2031-03-01T08:00:00Z",
      user: "Old",
    });
  });

  it("reads the marks out of a room's meta, dropping what is not a mark", () => {
    expect(
      portMarksOf({
        port_marks: [
          { carga_tipo_id: 1, carga_tipo: "Grain", data: "2031-03-02T09:00:00Z", user: "Ana" },
          { carga_tipo_id: "x" },
          null,
        ],
      }),
    ).toEqual([{ carga_tipo_id: 1, carga_tipo: "Grain", data: "2031-03-02T09:00:00Z", user: "Ana" }]);
    expect(portMarksOf({})).toBeNull();
  });
});
