import { describe, expect, it } from "vitest";
import type { Watch } from "@lineup/shared/wire/watches";
import { DEFAULT_WATCH_VALUES, valuesOf, watchFormErrors, watchOptions, watchSummary } from "./watch-form-values";
import { DEFAULT_OPTIONS } from "./test-watch";

const saved: Watch = {
  id: 4,
  kind: "terminal",
  lineup_id: null,
  terminal_id: 9,
  porto_id: 2,
  view: null,
  target: "TGG (Santos)",
  name: "TGG",
  status_changes: "berthed_sailed",
  moved_hours: null,
  new_calls: false,
  removed: true,
  not_updated_by: "08:30",
  email: "daily",
  webhook_id: 3,
  created_at: "2026-11-26T10:00:00Z",
};

describe("watchOptions", () => {
  it("sends the defaults: each status change, moved by more than 24 h, new calls and removals, no e-mail", () => {
    expect(watchOptions(DEFAULT_WATCH_VALUES, "view", false)).toEqual(DEFAULT_OPTIONS);
  });

  it("asks no new calls of a row, and the update mark only of staff", () => {
    const v = { ...DEFAULT_WATCH_VALUES, not_updated: true, name: "  Ocean " };
    expect(watchOptions(v, "row", true)).toMatchObject({ name: "Ocean", new_calls: false, not_updated_by: null });
    expect(watchOptions(v, "terminal", false).not_updated_by).toBeNull();
    expect(watchOptions(v, "terminal", true).not_updated_by).toBe("09:00");
  });

  it("gives back a saved watch's options unchanged", () => {
    const {
      id: _id,
      kind,
      lineup_id: _l,
      terminal_id: _t,
      porto_id: _p,
      view: _v,
      target: _g,
      created_at: _c,
      ...options
    } = saved;
    expect(watchOptions(valuesOf(saved), kind, true)).toEqual(options);
  });
});

describe("watchFormErrors", () => {
  it("wants whole hours and an HH:MM time, only when chosen", () => {
    expect(watchFormErrors({ ...DEFAULT_WATCH_VALUES, moved_hours: "" })).toHaveProperty("moved_hours");
    expect(watchFormErrors({ ...DEFAULT_WATCH_VALUES, moved: false, moved_hours: "" })).toEqual({});
    expect(watchFormErrors({ ...DEFAULT_WATCH_VALUES, not_updated: true, not_updated_by: "9h" })).toHaveProperty(
      "not_updated_by",
    );
  });
});

describe("watchSummary", () => {
  it("says what a watch tells", () => {
    expect(watchSummary(saved)).toBe("berthed and sailed, removed calls, not marked updated by 08:30");
  });
});
