import { describe, expect, it } from "vitest";
import { makePort } from "./factories";
import { setUpAdminAppWith } from "./helpers";

const { given, send } = setUpAdminAppWith({}, async (t) => ({ ctx: await makePort(t.app, "Santos") }));

describe("wall displays", () => {
  it("answers a display whole when created, listed, shown on the wall and revoked", async () => {
    const { t, ctx } = given();
    const created = await send("POST", "/displays", { name: "Lobby", porto_ids: [ctx.port.id] });
    expect(created.statusCode).toBe(201);
    const { id, token } = created.json<{ id: number; token: string }>();
    expect(created.json()).toStrictEqual({ id, name: "Lobby", token, url: `/wall/${token}` });
    const listed = {
      id,
      name: "Lobby",
      rotate_seconds: 20,
      created_at: expect.any(String),
      revoked_at: null,
      portos: [{ id: ctx.port.id, name: "Santos" }],
    };
    expect((await send("GET", "/displays")).json()).toStrictEqual({ data: [listed] });
    const wall = await t.app.inject({ url: `/api/v1/wall?token=${token}` });
    expect(wall.json()).toStrictEqual({
      name: "Lobby",
      rotate_seconds: 20,
      portos: [
        {
          id: ctx.port.id,
          name: "Santos",
          time_zone: ctx.port.time_zone,
          terminais: [{ id: ctx.terminal.id, name: ctx.terminal.name }],
        },
      ],
    });
    expect((await send("DELETE", `/displays/${id}`)).json()).toStrictEqual({ message: "Deleted successfully." });
    expect((await send("GET", "/displays")).json()).toStrictEqual({
      data: [{ ...listed, revoked_at: expect.any(String) }],
    });
    const again = await send("POST", "/displays", { name: "Gate", porto_ids: [ctx.port.id] });
    const revoked = await send("POST", `/displays/${again.json().id}`, { _method: "delete" });
    expect(revoked.json()).toStrictEqual({ message: "Deleted successfully." });
  });
});
