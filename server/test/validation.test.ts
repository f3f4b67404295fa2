import { describe, expect, it } from "vitest";
import { toFieldErrors } from "../src/http/validation";

describe("validation messages", () => {
  it("keys errors by dotted path and names fields in the words of the screens", () => {
    const errors = toFieldErrors([
      { instancePath: "", keyword: "required", params: { missingProperty: "porto_id" } },
      { instancePath: "/terminais/0/bercos/1", keyword: "required", params: { missingProperty: "name" } },
      { instancePath: "/cargas/2", keyword: "required", params: { requiredProperties: ["carga_id", "qty"] } },
      { instancePath: "/name", keyword: "minLength", params: { limit: 1 } },
      { instancePath: "/email", keyword: "format", params: { format: "email" } },
    ]);
    expect(errors).toEqual({
      porto_id: ["The port field is required."],
      "terminais.0.bercos.1.name": ["The name field is required."],
      "cargas.2.carga_id": ["The comm field is required."],
      "cargas.2.qty": ["The quantity field is required."],
      name: ["The name field is required."],
      email: ["The email field must be a valid email."],
    });
  });
});
