import { describe, expect, it } from "vitest";
import { creatableItems } from "./creatable-options";

const options = [
  { value: null, label: "" },
  { value: 1, label: "TBI" },
  { value: 2, label: "Cargill Fertilizantes" },
  { value: 3, label: "Fertipar" },
  { value: 4, label: "São Martinho" },
];
const labels = (items: ReturnType<typeof creatableItems>) =>
  items.map((i) => (i.kind === "create" ? `Create ${i.name}` : i.option.label));

describe("the receiver cell's list", () => {
  it("shows every receiver before anything is typed, and no offer to create", () => {
    expect(labels(creatableItems(options, "", true))).toEqual([
      "TBI",
      "Cargill Fertilizantes",
      "Fertipar",
      "São Martinho",
    ]);
  });

  it("narrows to names containing the text, those starting with it first, and offers to create the typed name", () => {
    expect(labels(creatableItems(options, "ferti", true))).toEqual([
      "Fertipar",
      "Cargill Fertilizantes",
      "Create ferti",
    ]);
    expect(labels(creatableItems(options, "  Nova   Agro ", true))).toEqual(["Create Nova Agro"]);
  });

  it("offers no creation for a name that exists, whatever its case or accents", () => {
    expect(labels(creatableItems(options, "sao martinho", true))).toEqual(["São Martinho"]);
    expect(labels(creatableItems(options, "FERTIPAR", true))).toEqual(["Fertipar"]);
  });

  it("offers no creation to someone who may not create", () => {
    expect(labels(creatableItems(options, "Nova Agro", false))).toEqual([]);
  });
});
