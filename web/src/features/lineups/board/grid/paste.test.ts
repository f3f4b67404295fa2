import { describe, expect, it } from "vitest";
import { parseBlock, readPasted, readQuantity, type PasteLists } from "./paste";

const lists: PasteLists = {
  navio_id: [
    { id: 1, name: "ULTRA LION" },
    { id: 2, name: "São Paulo Star" },
  ],
  berco_id: [{ id: 5, name: "TGG 1" }],
  carga_id: [{ id: 7, name: "SOYBEANS" }],
  afretador_id: [{ id: 8, name: "Cargill" }],
  recebedor_id: [{ id: 9, name: "Bunge" }],
  destination_porto: [{ id: 10, name: "Shanghai" }],
  agencia_id: [{ id: 11, name: "Agency X" }],
};

describe("a block pasted from a spreadsheet", () => {
  it("is split into lines of tab-separated cells, Excel's quoted cells and trailing line break included", () => {
    expect(parseBlock("A\tB\r\nC\tD\r\n")).toEqual([
      ["A", "B"],
      ["C", "D"],
    ]);
    expect(parseBlock('"two\nlines"\t"say ""hi"""\nx')).toEqual([["two\nlines", 'say "hi"'], ["x"]]);
    expect(parseBlock("one")).toEqual([["one"]]);
    expect(parseBlock("a\t\tc")).toEqual([["a", "", "c"]]);
  });

  it("reads quantities the Brazilian way and the English way", () => {
    expect(readQuantity("34.000,540")).toBe("34000.540");
    expect(readQuantity("34,000.54")).toBe("34000.54");
    expect(readQuantity("34.000")).toBe("34000");
    expect(readQuantity("1.234.567")).toBe("1234567");
    expect(readQuantity("34,5")).toBe("34.5");
    expect(readQuantity("12.5")).toBe("12.5");
    expect(readQuantity("1.200 t")).toBe("1200");
    expect(readQuantity("abc")).toBeNull();
    expect(readQuantity("1,23456")).toBeNull();
  });

  it("matches names without case or accents, and says what is unknown", () => {
    expect(readPasted("navio_id", " sao paulo star ", lists)).toEqual({ ok: true, patch: { navio_id: 2 } });
    expect(readPasted("afretador_id", "CARGILL", lists)).toEqual({ ok: true, patch: { afretador_id: 8 } });
    expect(readPasted("recebedor_id", "Cargill S.A.", lists)).toEqual({
      ok: false,
      error: '"Cargill S.A." is not a receiver | shipper on the list: choose it in the cell, or add it first.',
    });
    expect(readPasted("carga_id", "", lists)).toEqual({ ok: true, patch: { carga_id: null } });
  });

  it("reads statuses, POB times, dates and client types as the board writes them", () => {
    expect(readPasted("status", "loading", lists)).toEqual({ ok: true, patch: { status: "Loading", pob: null } });
    expect(readPasted("status", "POB 16:00 lt", lists)).toEqual({
      ok: true,
      patch: { status: "POB hh:mm lt", pob: "16:00" },
    });
    expect(readPasted("status", "pob 930", lists)).toEqual({
      ok: true,
      patch: { status: "POB hh:mm lt", pob: "09:30" },
    });
    expect(readPasted("status", "Berthed", lists).ok).toBe(false);
    expect(readPasted("eta", "01/05/2031", lists)).toEqual({ ok: true, patch: { eta: "2031-05-01" } });
    expect(readPasted("eta", "1/5/2031", lists)).toEqual({ ok: true, patch: { eta: "2031-05-01" } });
    expect(readPasted("etb", "2031-05-01", lists)).toEqual({ ok: true, patch: { etb: "2031-05-01" } });
    expect(readPasted("etc", "31/02/2031", lists).ok).toBe(false);
    expect(readPasted("client_type", "full", lists)).toEqual({ ok: true, patch: { client_type: "FULL" } });
  });
});
