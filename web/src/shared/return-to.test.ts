import { describe, expect, it } from "vitest";
import { loginPathFor, returnPath } from "./return-to";

describe("returnPath", () => {
  it("keeps a path of this site with its query and hash", () => {
    expect(returnPath("/lineups?port=3&terminal=2")).toBe("/lineups?port=3&terminal=2");
    expect(returnPath("/users/4/edit#roles")).toBe("/users/4/edit#roles");
  });

  it("falls back to the dashboard for nothing, other sites and script addresses", () => {
    for (const next of [
      null,
      undefined,
      "",
      "lineups",
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
    ]) {
      expect(returnPath(next)).toBe("/dashboard");
    }
  });

  it("never returns to a guest screen (login, register, password)", () => {
    expect(returnPath("/login?next=/users")).toBe("/dashboard");
    expect(returnPath("/password/reset?token=x")).toBe("/dashboard");
  });
});

describe("loginPathFor", () => {
  it("carries the page asked for", () => {
    expect(loginPathFor("/lineups?port=3")).toBe("/login?next=%2Flineups%3Fport%3D3");
    expect(returnPath(new URLSearchParams(loginPathFor("/lineups?port=3").split("?")[1]).get("next"))).toBe(
      "/lineups?port=3",
    );
  });

  it("is the plain login screen when there is nothing to come back to", () => {
    expect(loginPathFor("/login")).toBe("/login");
    expect(loginPathFor("/dashboard")).toBe("/login");
    expect(loginPathFor("//evil.example")).toBe("/login");
  });
});
