import { describe, expect, it } from "vitest";
import { asOfFromSearch } from "./past-board";
import { historyValue, isHistoryShortcut } from "./history-format";
import { testLookups, testRow } from "../test-row";

const lookups = testLookups([
  {
    id: 1,
    name: "Santos",
    time_zone: "America/Sao_Paulo",
    terminais: [{ id: 5, name: "TGG", cargas_ids: [], bercos: [{ id: 7, name: "Berth 2" }] }],
  },
]);
const row = testRow();

describe("the cell history's values", () => {
  it(
    "are written as the board shows them: names for ids, " +
      "the board's quantity and date formats, " +
      "(empty) for none",
    () => {
      expect(historyValue("afretador_id", 30, lookups, row)).toBe("Bunge");
      expect(historyValue("navio_id", 10, lookups, row)).toBe("ULTRA LION");
      expect(historyValue("terminal_id", 5, lookups, row)).toBe("TGG");
      expect(historyValue("berco_id", 7, lookups, row)).toBe("Berth 2");
      expect(historyValue("qty", "2000.000", lookups, row)).toBe("2.000,000 t");
      expect(historyValue("eta", "2031-03-05", lookups, row)).toMatch(/^05 - Mar/);
      expect(historyValue("pob", "09:30:00", lookups, row)).toBe("09:30");
      expect(historyValue("etb", null, lookups, row)).toBe("(empty)");
      expect(historyValue("cargas_afretadores", [{}, {}], lookups, row)).toBe("2 split lines");
    },
  );

  it("opens with Alt+H only", () => {
    expect(isHistoryShortcut({ altKey: true, ctrlKey: false, metaKey: false, key: "h", code: "KeyH" })).toBe(true);
    // On a Mac, Alt+H types "˙": the key's code still says H.
    expect(isHistoryShortcut({ altKey: true, ctrlKey: false, metaKey: false, key: "˙", code: "KeyH" })).toBe(true);
    expect(isHistoryShortcut({ altKey: false, ctrlKey: false, metaKey: false, key: "h", code: "KeyH" })).toBe(false);
    expect(isHistoryShortcut({ altKey: true, ctrlKey: true, metaKey: false, key: "h", code: "KeyH" })).toBe(false);
  });
});

describe("the address's as_of", () => {
  it("is read when it is an instant, ignored otherwise", () => {
    expect(asOfFromSearch(new URLSearchParams("as_of=2026-11-17T09:00:00.000Z"))).toBe("2026-11-17T09:00:00.000Z");
    expect(asOfFromSearch(new URLSearchParams("as_of=last-monday"))).toBeNull();
    expect(asOfFromSearch(new URLSearchParams("port=1"))).toBeNull();
  });
});
