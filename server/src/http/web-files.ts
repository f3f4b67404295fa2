import path from "node:path";
import type { FastifyInstance } from "fastify";

/** The page itself is checked on every visit (a new build names new assets); the hashed assets never change. */
export const PAGE_CACHE = "no-cache";
const ASSET_CACHE = "public, max-age=31536000, immutable";
const HASHED_CODE = /^\/assets\/[^/?]+\.(js|css)(\?|$)/;

/**
 * Headers that only a document (or the service worker's script) acts on. A hashed script or
 * stylesheet is never one: sent with each of the hundred or so files a first visit loads, they
 * cost about 0.6 KB a file on the wire (HTTP/1.1 does not compress headers), which is what a port
 * office's slow link pays for nothing. `X-Content-Type-Options` and `Cross-Origin-Resource-Policy`,
 * which do guard a script or a stylesheet, and `Referrer-Policy`, which a stylesheet's own
 * fetches follow, stay.
 */
const DOCUMENT_ONLY = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "strict-transport-security",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

/**
 * `@fastify/static`'s `setHeaders` for the web app's build: hashed files cached for good, the rest checked each visit.
 */
export function webFileHeaders(res: { setHeader(name: string, value: string): unknown }, file: string): void {
  res.setHeader("cache-control", file.includes(`${path.sep}assets${path.sep}`) ? ASSET_CACHE : PAGE_CACHE);
}

/**
 * Takes the document-only headers off the build's hashed scripts and stylesheets (helmet sets them on every answer).
 */
export function installAssetHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    if (!HASHED_CODE.test(request.url)) return;
    for (const name of DOCUMENT_ONLY) reply.raw.removeHeader(name);
  });
}
