import { describe, expect, it } from "vitest";
import { LIVE_CLOSE, parseTerminalId, ROLE } from "@lineup/shared";
import { createUser, setUpApp } from "../helpers";
import { makePort } from "../factories";
import { closeCode, listen, openRaw } from "./live-helpers";

const given = setUpApp(async (t) => {
  const origin = await listen(t.app);
  const admin = await createUser(t.app, ROLE.admin);
  const ctx = await makePort(t.app);
  return { origin, admin, ctx };
});

describe("room names", () => {
  it("closes with 4400 for a terminal id that is not a positive int32 written plainly, with or without a token", async () => {
    const { origin, admin } = given();
    for (const id of ["2147483648", "99999999999999999999", "abc", "-1", "0", "1e3", "01", "1.5", "0x10", "%20"]) {
      expect(await closeCode(`${origin}/api/v1/live/terminais/${id}?token=${admin.token}`), id).toBe(
        LIVE_CLOSE.badRoom,
      );
    }
    expect(await closeCode(`${origin}/api/v1/live/terminais/abc`)).toBe(LIVE_CLOSE.badRoom);
  });

  it("closes with 4404 for a room that is not a terminal", async () => {
    const { origin, admin, ctx } = given();
    for (const path of ["ports/1", "terminais", `terminais/${ctx.terminal.id}/rows`, "__proto__"]) {
      expect(await closeCode(`${origin}/api/v1/live/${path}?token=${admin.token}`), path).toBe(LIVE_CLOSE.notFound);
    }
  });

  it("still serves the largest int32 (4403: no such terminal) and a real terminal", async () => {
    const { origin, admin, ctx } = given();
    expect(await closeCode(`${origin}/api/v1/live/terminais/2147483647?token=${admin.token}`)).toBe(
      LIVE_CLOSE.forbidden,
    );
    const ok = openRaw(`${origin}/api/v1/live/terminais/${ctx.terminal.id}?token=${admin.token}`);
    expect(await ok.outcome).toBe("joined");
    ok.ws.close();
    // A repeated or oversized token parameter is treated as no token.
    expect(
      await closeCode(`${origin}/api/v1/live/terminais/${ctx.terminal.id}?token=${admin.token}&token=${admin.token}`),
    ).toBe(LIVE_CLOSE.unauthorized);
    expect(await closeCode(`${origin}/api/v1/live/terminais/${ctx.terminal.id}?token=${"a".repeat(5000)}`)).toBe(
      LIVE_CLOSE.unauthorized,
    );
  });

  it("parses room ids like the server", () => {
    expect(["1", "42", "2147483647"].map(parseTerminalId)).toEqual([1, 42, 2147483647]);
    expect(["", "2147483648", "+1", " 1", "1 ", "1e3", "١"].map(parseTerminalId)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
