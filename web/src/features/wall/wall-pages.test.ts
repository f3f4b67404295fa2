import { describe, expect, it } from "vitest";
import {
  afterPageTime,
  marksOfRows,
  nextPosition,
  pageCount,
  pageOfRows,
  parseTimestamp,
  wallCells,
  wallRows,
} from "./wall-pages";

const row = (id: number, status: string, extra: Record<string, unknown> = {}) => ({ id, status, ...extra });

describe("wall pages", () => {
  it("orders rows at berth, waiting, expected, and leaves Sailed out", () => {
    const rows = [row(1, "Expected"), row(2, "Sailed"), row(3, "Waiting"), row(4, "Loading"), row(5, "POB hh:mm lt")];
    expect(wallRows(rows).map((r) => r.id)).toEqual([4, 3, 5, 1]);
  });

  it("pages every row: 40 rows at 13 a page take 4 pages, an empty line-up one", () => {
    expect(pageCount(40, 13)).toBe(4);
    expect(pageCount(39, 13)).toBe(3);
    expect(pageCount(0, 13)).toBe(1);
  });

  it("goes through each page of a terminal before the next terminal, then starts again", () => {
    const pages = [3, 1];
    const seen = [];
    let at = { stop: 0, page: 0 };
    for (let i = 0; i < 5; i++) {
      seen.push(`${at.stop}/${at.page}`);
      at = nextPosition(at, pages);
    }
    expect(seen).toEqual(["0/0", "0/1", "0/2", "1/0", "0/0"]);
  });

  it("moves on when a page had its time, but not when a change brought another page on screen meanwhile", () => {
    const pages = [3, 1];
    const shown = { stop: 0, page: 0, shownAt: 1000 };
    expect(afterPageTime(shown, 1000, pages, 21_000)).toEqual({ stop: 0, page: 1, shownAt: 21_000 });
    // The timer of page 0/0 fires just after a change jumped to page 0/2: the change's page stays, for its full time.
    const jumped = { stop: 0, page: 2, shownAt: 20_990 };
    expect(afterPageTime(jumped, 1000, pages, 21_000)).toBe(jumped);
  });

  it("finds the page of a changed row, or none when it is not shown", () => {
    const sorted = wallRows(
      Array.from({ length: 30 }, (_, i) => row(i + 1, "Waiting", { etb: `2030-01-${String(i + 1).padStart(2, "0")}` })),
    );
    expect(pageOfRows(sorted, [1], 12)).toBe(0);
    expect(pageOfRows(sorted, [25], 12)).toBe(2);
    expect(pageOfRows(sorted, [999], 12)).toBeNull();
  });

  it("shows cells in the board's formats: POB with its time, 49.000,158 t", () => {
    const cells = wallCells(
      row(1, "POB hh:mm lt", { pob: "09:30", qty: "49000.158", qty_unidade: "t", navio: { name: "ULTRA LION" } }),
    );
    expect(cells.status).toBe("POB 09:30 lt");
    expect(cells.qty).toBe("49.000,158 t");
    expect(cells.vessel).toBe("ULTRA LION");
    expect(wallCells(row(2, "POB hh:mm lt")).status).toBe("POB");
  });

  it("reads PostgreSQL and ISO timestamps", () => {
    expect(parseTimestamp("2026-11-23 20:41:42.5+00")?.toISOString()).toBe("2026-11-23T20:41:42.500Z");
    expect(parseTimestamp("2026-11-23T20:41:42Z")?.toISOString()).toBe("2026-11-23T20:41:42.000Z");
    expect(parseTimestamp("soon")).toBeNull();
  });

  it("shows only the port marks of the comm types the terminal's rows carry", () => {
    const marks = [
      { carga_tipo_id: 1, carga_tipo: "AGRI COMMODITIES" },
      { carga_tipo_id: 3, carga_tipo: "FERTILIZER" },
    ];
    expect(
      marksOfRows(marks, [row(1, "Waiting", { carga_tipo_id: 3 }), row(2, "Expected", { carga_tipo_id: 3 })]).map(
        (m) => m.carga_tipo,
      ),
    ).toEqual(["FERTILIZER"]);
    expect(marksOfRows(marks, [])).toEqual([]);
  });
});
