import { describe, expect, it } from "vitest";
import { zonesWords } from "./call-origins";

describe("the zones a statistics section says", () => {
  it("names one zone alone, several with their ports, none when no port is covered", () => {
    const santos = { id: 1, name: "Santos", time_zone: "America/Sao_Paulo" };
    const paranagua = { id: 2, name: "Paranaguá", time_zone: "America/Sao_Paulo" };
    const manaus = { id: 3, name: "Itacoatiara", time_zone: "America/Manaus" };
    expect(zonesWords([santos, paranagua])).toBe("Days and times in America/Sao_Paulo.");
    expect(zonesWords([santos, manaus, paranagua])).toBe(
      "Days and times are each port's local ones: America/Sao_Paulo (Santos, Paranaguá); America/Manaus (Itacoatiara).",
    );
    expect(zonesWords([])).toBe("");
  });
});
