import { describe, expect, it } from "vitest";
import { peerOutlineCss } from "./peer-outlines";

const olga = { id: 3, name: "Olga", color: "#862e9c" };

describe("peerOutlineCss", () => {
  it("outlines the person's cell with their name: dashed while viewing, solid and 'editing' while typing", () => {
    const viewing = peerOutlineCss("g1", [{ user: olga, cell: { rowId: 12, field: "eta", open: false }, tabs: 1 }]);
    expect(viewing).toContain(`[data-presence-scope="g1"] .ag-row[row-id="row\\2d 12"] .ag-cell[col-id="eta"]`);
    expect(viewing).toContain("outline:2px dashed #862e9c");
    expect(viewing).toContain(`content:"Olga"`);
    const editing = peerOutlineCss("g1", [{ user: olga, cell: { rowId: 12, field: "eta", open: true }, tabs: 2 }]);
    expect(editing).toContain("outline:2px solid #862e9c");
    expect(editing).toContain(`content:"Olga editing"`);
  });

  it("draws nothing for someone on no cell, so a moved or gone person leaves no outline", () => {
    expect(peerOutlineCss("g1", [{ user: olga, cell: null, tabs: 1 }])).toBe("");
    expect(peerOutlineCss("g1", [])).toBe("");
  });

  it("cannot be broken out of by a name, a field or a colour", () => {
    const css = peerOutlineCss("g1", [
      {
        user: { id: 4, name: `x"}body{display:none}`, color: "#123456" },
        cell: { rowId: 1, field: `eta"]{}`, open: false },
        tabs: 1,
      },
    ]);
    expect(css).not.toContain("display:none");
    expect(css.match(/\{/g)).toHaveLength(2);
    expect(css.match(/\}/g)).toHaveLength(2);
    expect(
      peerOutlineCss("g1", [{ user: { ...olga, color: "red;}*{x:" }, cell: { rowId: 1, field: "eta" }, tabs: 1 }]),
    ).toBe("");
  });
});
