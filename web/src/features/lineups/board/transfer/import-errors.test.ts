import { describe, expect, it } from "vitest";
import { importErrorList } from "./import-errors";

describe("importErrorList", () => {
  it("lists a refused sheet's problems by sheet row, the file's own problems first", () => {
    const errors = {
      "list.1.carga_id": ["Row 9: The comm field is required."],
      "list.0.afretador_id": ["Row 3: The charterer field is required."],
      "list.0.carga_id": ["Row 3: The comm field is required."],
      file: ["The spreadsheet has no rows."],
      "list.2.qty": ["Row 10: The qty must be a number."],
    };
    expect(importErrorList(errors)).toEqual([
      "The spreadsheet has no rows.",
      "Row 3: The charterer field is required.",
      "Row 3: The comm field is required.",
      "Row 9: The comm field is required.",
      "Row 10: The qty must be a number.",
    ]);
  });
});
