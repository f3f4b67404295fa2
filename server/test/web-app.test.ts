import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), "lineup-dist-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Line-up board</title>");
  writeFileSync(path.join(dist, "assets", "app.js"), "console.log('app')");
  t = await startApp({ webDist: dist });
});
afterAll(() => t.close());

describe("serving the web app", () => {
  it("answers history-mode routes with index.html", async () => {
    for (const url of ["/", "/dashboard", "/usuarios/editar/3", "/lineups/listar?porto_id=1"]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("<title>Line-up board</title>");
    }
  });

  it("serves built assets and 404s missing ones instead of the page", async () => {
    expect((await t.app.inject({ url: "/assets/app.js" })).body).toContain("console.log");
    expect((await t.app.inject({ url: "/assets/missing.js" })).statusCode).toBe(404);
  });

  it("keeps unknown API routes as JSON 404s", async () => {
    const res = await t.app.inject({ url: "/api/v1/unknown" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not found/);
  });
});
