import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "./helpers";

const webDist = mkdtempSync(path.join(tmpdir(), "lineup-dist-"));
writeFileSync(
  path.join(webDist, "index.html"),
  '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
);

let t: TestApp;
let withCors: TestApp;
beforeAll(async () => {
  t = await startApp({ webDist });
  withCors = await startApp({ corsOrigins: ["https://partner.example.com"] });
});
afterAll(async () => {
  await t.close();
  await withCors.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Record<string, string> {
  expect(typeof header).toBe("string");
  return Object.fromEntries(
    String(header)
      .split(";")
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = "", ...values] = d.split(/\s+/);
        return [name, values.join(" ")];
      }),
  );
}

/** `<script>` elements without a `src`: inline code the CSP would block. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter((m) => !/\bsrc\s*=/.test(m[1] ?? ""));

describe("Content-Security-Policy", () => {
  it("lets only the app's own scripts run on the web app, its history routes and the API", async () => {
    for (const url of ["/", "/login", "/lineups/terminal/3", "/api/v1/health"]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(directives(res.headers["content-security-policy"])).toEqual({
        "default-src": "'self'",
        "script-src": "'self'",
        "script-src-attr": "'none'",
        "style-src": "'self' 'unsafe-inline'",
        "img-src": "'self' data: blob:",
        "connect-src": "'self' ws: wss:",
        "font-src": "'self' data:",
        "object-src": "'none'",
        "frame-ancestors": "'none'",
        "base-uri": "'self'",
        "form-action": "'self'",
      });
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  it("keeps the web app free of inline scripts the policy would block", () => {
    const source = readFileSync(path.resolve(import.meta.dirname, "../../web/index.html"), "utf8");
    expect(inlineScripts(source)).toEqual([]);
    const built = path.resolve(import.meta.dirname, "../../web/dist/index.html");
    if (existsSync(built)) expect(inlineScripts(readFileSync(built, "utf8"))).toEqual([]);
  });

  it("serves the API docs under the same policy, with scripts from files only", async () => {
    const page = await t.app.inject({ url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    const app = await t.app.inject({ url: "/" });
    expect(page.headers["content-security-policy"]).toBe(app.headers["content-security-policy"]);
    expect(page.body).toMatch(/<script[^>]+src=/);
    expect(inlineScripts(page.body)).toEqual([]);
    const scripts = [...page.body.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] ?? "");
    for (const src of scripts) {
      const res = await t.app.inject({ url: new URL(src, "http://x/api/docs/").pathname });
      expect(res.statusCode, src).toBe(200);
    }
  });
});

describe("CORS", () => {
  const preflight = (app: TestApp, origin: string) =>
    app.app.inject({
      method: "OPTIONS",
      url: "/api/v1/oauth/token",
      headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });

  it("sends no CORS headers without CORS_ORIGINS: other sites cannot read the API", async () => {
    const res = await t.app.inject({ url: "/api/v1/health", headers: { origin: "https://evil.example" } });
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    const pre = await preflight(t, "https://evil.example");
    expect(pre.headers["access-control-allow-origin"]).toBeUndefined();
    expect(pre.headers["access-control-allow-methods"]).toBeUndefined();
  });

  it("allows exactly the listed origins", async () => {
    const allowed = await preflight(withCors, "https://partner.example.com");
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://partner.example.com");
    expect(allowed.headers["access-control-allow-credentials"]).toBeUndefined();
    const get = await withCors.app.inject({
      url: "/api/v1/health",
      headers: { origin: "https://partner.example.com" },
    });
    expect(get.headers["access-control-allow-origin"]).toBe("https://partner.example.com");
    for (const origin of [
      "https://evil.example",
      "https://partner.example.com.evil.example",
      "http://partner.example.com",
    ]) {
      const refused = await preflight(withCors, origin);
      expect(refused.headers["access-control-allow-origin"], origin).toBeUndefined();
    }
  });
});
