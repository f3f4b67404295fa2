import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";

/**
 * Whether an `If-None-Match` header names this tag (a list, `*`, weak or strong: compared weakly, as RFC 9110 asks for
 * GET).
 */
export function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((t) => t.trim() === "*" || bare(t) === bare(tag));
}

/**
 * Entity tags on successful GET answers of the API (issue 24): a board or a list reopened with
 * nothing changed is answered `304 Not Modified` with no body. The tag is weak (a hash of the
 * JSON before compression, so the same for every encoding). Registered before compression, so it
 * hashes the text; files sent as streams (the web app, spreadsheets, backups) carry their own or none.
 */
export function installEtags(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if ((request.method !== "GET" && request.method !== "HEAD") || reply.statusCode !== 200) return payload;
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    const tag = `W/"${createHash("sha1").update(payload).digest("base64url")}"`;
    reply.header("etag", tag);
    if (!matchesTag(request.headers["if-none-match"], tag)) return payload;
    reply.code(304);
    return "";
  });
}
