/**
 * Over slow port links (issue 24): API answers above about a packet go out
 * compressed as the client accepts (Brotli or gzip), files that are already
 * compressed do not; the web app's files are served precompressed, its hashed
 * assets cached for good and the page checked on every visit.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { makeLineupRow, makePort, type Place } from "./factories";
import { bearer, createUser, startApp, type TestApp } from "./helpers";

const web = mkdtempSync(path.join(tmpdir(), "lineup-web-"));
const script = `console.log(${JSON.stringify("line-up ".repeat(400))});`;
let t: TestApp;
let token: string;
let ctx: Place;

beforeAll(async () => {
  mkdirSync(path.join(web, "assets"));
  writeFileSync(
    path.join(web, "index.html"),
    `<!doctype html><title>Line-up board</title><script src="/assets/app-1a2b3c.js"></script>`,
  );
  writeFileSync(path.join(web, "assets", "app-1a2b3c.js"), script);
  writeFileSync(path.join(web, "assets", "app-1a2b3c.js.br"), brotliCompressSync(script));
  writeFileSync(path.join(web, "assets", "app-1a2b3c.js.gz"), gzipSync(script));
  writeFileSync(path.join(web, "sw.js"), "self.addEventListener('fetch', () => {});");
  t = await startApp({ webDist: web });
  token = (await createUser(t.app, ROLE.admin)).token;
  ctx = await makePort(t.app);
  for (let i = 0; i < 20; i += 1) await makeLineupRow(t.app, ctx, { qty: String(1000 + i) });
});
afterAll(() => t?.close());

const get = (url: string, encoding?: string) =>
  t.app.inject({ url, headers: { ...bearer(token), ...(encoding && { "accept-encoding": encoding }) } });

describe("API answers", () => {
  it("go out in Brotli or gzip as accepted, the same JSON once decoded, and plain to a client that accepts neither", async () => {
    const url = `/api/v1/lineups?carga_tipo_id=${ctx.type.id}`;
    const plain = await get(url);
    // The board is written by a serializer of its own: it still says what it is.
    expect(plain.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(5_000);
    const br = await get(url, "br, gzip");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const gz = await get(url, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it("that are small, or already compressed (a spreadsheet), go out as they are", async () => {
    expect((await get("/api/v1/health", "br")).headers["content-encoding"]).toBeUndefined();
    const sheet = await t.app.inject({
      method: "POST",
      url: "/api/v1/lineups/download",
      headers: { ...bearer(token), "accept-encoding": "br, gzip" },
      payload: { carga_tipo_id: ctx.type.id, terminal_id: ctx.terminal.id },
    });
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(sheet.headers["content-encoding"]).toBeUndefined();
    expect(sheet.rawPayload.subarray(0, 2).toString("latin1")).toBe("PK");
  });
});

describe("the web app's files", () => {
  it("are served precompressed, hashed assets cached for a year, the page and app routes checked each visit", async () => {
    const asset = await get("/assets/app-1a2b3c.js", "br, gzip");
    expect(asset.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(script);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/assets/app-1a2b3c.js", "gzip")).headers["content-encoding"]).toBe("gzip");
    expect((await get("/assets/app-1a2b3c.js")).body).toBe(script);
    // The service worker too: a new deployment's worker is found at the next visit.
    for (const url of ["/", "/lineups/listar", "/sw.js"]) {
      const page = await get(url, "br");
      expect(page.statusCode).toBe(200);
      expect(page.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("send a hashed script without the headers only a document acts on, which the page and the service worker keep", async () => {
    for (const encoding of ["br", "gzip", undefined]) {
      const asset = await get("/assets/app-1a2b3c.js", encoding);
      expect(asset.headers["content-security-policy"]).toBeUndefined();
      expect(asset.headers["x-frame-options"]).toBeUndefined();
      expect(asset.headers["strict-transport-security"]).toBeUndefined();
      expect(asset.headers["x-content-type-options"]).toBe("nosniff");
      expect(asset.headers["cross-origin-resource-policy"]).toBe("same-origin");
    }
    for (const url of ["/", "/lineups/listar", "/sw.js"]) {
      const page = await get(url, "br");
      expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
      expect(page.headers["x-frame-options"]).toBe("DENY");
    }
  });
});

describe("entity tags", () => {
  const url = () => `/api/v1/lineups?carga_tipo_id=${ctx.type.id}`;
  const getIf = (tag: string, encoding = "br") =>
    t.app.inject({ url: url(), headers: { ...bearer(token), "accept-encoding": encoding, "if-none-match": tag } });

  it("answer 304 without a body when nothing changed, whatever the encoding, and 200 with a new tag once something did", async () => {
    const first = await get(url(), "br");
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect((await get(url(), "gzip")).headers.etag).toBe(tag);
    for (const [header, encoding] of [
      [tag, "br"],
      [tag, "gzip"],
      [tag.slice(2), "br"],
      [`"other", ${tag}`, "br"],
      ["*", "br"],
    ] as const) {
      const again = await getIf(header, encoding);
      expect(again.statusCode, header).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(tag);
    }
    await makeLineupRow(t.app, ctx, { qty: "4321" });
    const changed = await getIf(tag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(brotliDecompressSync(changed.rawPayload).toString()).toContain("4321");
  });

  it("are given to successful reads only: not to a write or a refusal", async () => {
    const write = await t.app.inject({
      method: "POST",
      url: "/api/v1/navios",
      headers: bearer(token),
      payload: { name: `ETAG ${Date.now()}` },
    });
    expect(write.statusCode).toBe(201);
    expect(write.headers.etag).toBeUndefined();
    const refused = await t.app.inject({ url: "/api/v1/lineups/999999999", headers: bearer(token) });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers.etag).toBeUndefined();
    expect((await t.app.inject({ url: url() })).headers.etag).toBeUndefined();
  });
});
