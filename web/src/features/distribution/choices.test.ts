import { ROLE } from "@lineup/shared";
import { describe, expect, it } from "vitest";
import { commTypeChoices, portChoices, zoneOfPort } from "./choices";

const ports = [
  { id: 1, name: "Santos" },
  { id: 2, name: "Paranaguá" },
  { id: 3, name: "Itacoatiara" },
];

describe("the form's choices", () => {
  it("offer an admin every port, a basic admin or an operator the ports they keep", () => {
    const admin = { id: 1, role_id: ROLE.admin, portos: [] };
    expect(portChoices(ports, admin).map((c) => c.label)).toEqual(["Santos", "Paranaguá", "Itacoatiara"]);
    const basicAdmin = { id: 2, role_id: ROLE.basicAdmin, portos: [{ id: 2 }] };
    expect(portChoices(ports, basicAdmin)).toEqual([{ value: "2", label: "Paranaguá" }]);
    const operator = { id: 3, role_id: ROLE.operator, portos: [{ id: 1 }, { id: 3 }] };
    expect(portChoices(ports, operator).map((c) => c.value)).toEqual(["1", "3"]);
  });

  it("keep the saved list's own port and comm type", () => {
    const operator = { id: 3, role_id: ROLE.operator, portos: [{ id: 1 }] };
    expect(portChoices(ports, operator, { id: 9, name: "Rio Grande" }).map((c) => c.label)).toEqual([
      "Santos",
      "Rio Grande",
    ]);
    expect(commTypeChoices([{ id: 1, name: "CHEMICAL" }], { id: 1, name: "CHEMICAL" })).toEqual([
      { value: "1", label: "CHEMICAL" },
    ]);
    expect(commTypeChoices([], { id: 4, name: "FERTILIZER" })).toEqual([{ value: "4", label: "FERTILIZER" }]);
  });

  it("find a port's time zone in its option, else in a list of that port", () => {
    const lists = [{ porto: { id: 3, time_zone: "America/Manaus" } }];
    expect(zoneOfPort(1, [{ id: 1, time_zone: "America/Sao_Paulo" }], lists)).toBe("America/Sao_Paulo");
    expect(zoneOfPort(3, ports, lists)).toBe("America/Manaus");
    expect(zoneOfPort(2, ports, lists)).toBeUndefined();
  });
});
