import { DEFAULT_STATUS_FILTER } from "@lineup/shared";
import { describe, expect, it } from "vitest";
import { defaultFilters } from "./board-url";
import { watchViewOf } from "./watch-view";

describe("watchViewOf", () => {
  it("keeps the comm type and the default statuses (Sailed hidden) of a plain board", () => {
    expect(watchViewOf(defaultFilters(2))).toEqual({
      carga_tipo_id: 2,
      status: [...DEFAULT_STATUS_FILTER],
    });
  });

  it("takes the chosen ports, commodities, charterers and receivers; no status chosen is every status", () => {
    const f = {
      ...defaultFilters(1),
      porto_id: [3],
      status: [],
      carga_id: [4, 5],
      afretador_id: [6],
      recebedor_id: [7],
    };
    expect(watchViewOf({ ...f, periodo_inicio: "2026-01-01", destination_port: 9 })).toEqual({
      carga_tipo_id: 1,
      porto_id: [3],
      carga_id: [4, 5],
      afretador_id: [6],
      recebedor_id: [7],
    });
  });
});
