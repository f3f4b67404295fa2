import { describe, expect, it } from "vitest";
import type { PortRecord } from "./api/types";
import { portFormValues, portPayload } from "./port-form-values";

const saved: PortRecord = {
  id: 1,
  name: "Santos",
  max_draft: "14.20",
  bunker: "NOT ALLOWED",
  ordem: 1,
  latitude: -23.96,
  longitude: -46.3,
  time_zone: "America/Sao_Paulo",
  created_at: "2026-11-23T10:00:00Z",
  terminais: [],
};

describe("a port's coordinates in the form", () => {
  it("starts from the saved coordinates, or empty inputs for a port without them", () => {
    expect(portFormValues(saved)).toMatchObject({ latitude: -23.96, longitude: -46.3 });
    expect(portFormValues({ ...saved, latitude: null, longitude: null })).toMatchObject({
      latitude: "",
      longitude: "",
    });
    expect(portFormValues(undefined)).toMatchObject({ latitude: "", longitude: "" });
  });

  it("sends them as numbers, and emptied inputs as null so the port stops having a forecast", () => {
    expect(portPayload(portFormValues(saved))).toMatchObject({ latitude: -23.96, longitude: -46.3 });
    expect(portPayload({ ...portFormValues(saved), latitude: "", longitude: "" })).toMatchObject({
      latitude: null,
      longitude: null,
    });
    // One without the other goes as it is: the server names the missing one.
    expect(portPayload({ ...portFormValues(saved), longitude: "" })).toMatchObject({
      latitude: -23.96,
      longitude: null,
    });
  });
});
