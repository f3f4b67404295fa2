import { describe, expect, it } from "vitest";
import type { Watch } from "@lineup/shared/wire/watches";
import { sameView, watchOf } from "./same-view";
import { DEFAULT_OPTIONS } from "./test-watch";

describe("sameView", () => {
  it("ignores the order of chosen values, and takes none chosen as absent", () => {
    expect(sameView({ carga_tipo_id: 1, porto_id: [2, 3] }, { carga_tipo_id: 1, porto_id: [3, 2], carga_id: [] })).toBe(
      true,
    );
    expect(sameView({ carga_tipo_id: 1, status: ["Waiting"] }, { carga_tipo_id: 1 })).toBe(false);
    expect(sameView({ carga_tipo_id: 1 }, { carga_tipo_id: 2 })).toBe(false);
  });
});

describe("watchOf", () => {
  const base = { lineup_id: null, terminal_id: null, porto_id: null, view: null } as const;
  const watches = [
    { ...base, id: 1, kind: "row", lineup_id: 7 },
    { ...base, id: 2, kind: "terminal", terminal_id: 7 },
    { ...base, id: 3, kind: "view", view: { carga_tipo_id: 1 } },
  ].map((w): Watch => ({
    target: "",
    name: "",
    ...DEFAULT_OPTIONS,
    created_at: "",
    ...w,
    kind: w.kind === "row" ? "row" : w.kind === "terminal" ? "terminal" : "view",
  }));

  it("finds the watch of a row, a terminal or a view", () => {
    expect(watchOf(watches, { lineup_id: 7 })?.id).toBe(1);
    expect(watchOf(watches, { terminal_id: 7 })?.id).toBe(2);
    expect(watchOf(watches, { view: { carga_tipo_id: 1 } })?.id).toBe(3);
    expect(watchOf(watches, { lineup_id: 8 })).toBeUndefined();
  });
});
