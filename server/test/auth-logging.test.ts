import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { buildApp, maskUrl } from "../src/app";
import { loadConfig } from "../src/config";
import { openDatabase, type Database } from "../src/db/client";
import { bearer, createUser } from "./helpers";

const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    done();
  },
});

const dataDir = mkdtempSync(path.join(tmpdir(), "lineup-log-"));
let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  // PGlite in memory is enough: what is under test is what the logger writes.
  const config = loadConfig(
    { DATA_DIR: dataDir, JWT_SECRET: "log-test-secret-log-test-secret" },
    { logLevel: "info", webDist: undefined, tokenRateLimit: 1000 },
  );
  database = await openDatabase({ dataDir: ":memory:" });
  await database.migrate();
  app = await buildApp({ config, database, mailer: { send: async () => {} }, logger: { stream } });
  app.post("/boom", async () => {
    // What a failed user insert carries: the statement's parameters, the hash among them.
    throw Object.assign(new Error("insert into users failed"), {
      params: ["Ada", "ada@test.local", "$argon2id$v=19$m=19456,t=2,p=1$SECRETHASH"],
    });
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the log", () => {
  it("never holds passwords, hashes, tokens or authorization headers", async () => {
    const u = await createUser(app, ROLE.operator, { password: "PLAINTEXT-PASSWORD-1" });
    await app.inject({ url: "/api/v1/me", headers: bearer(u.token) });
    await app.inject({ url: `/api/v1/live/terminais/1?token=${u.token}` });
    await app.inject({ url: `/api/v1/wall?token=DISPLAYTOKEN123&x=1` });
    await app.inject({ method: "POST", url: "/boom", headers: bearer(u.token) });
    app.log.info(
      {
        req: { headers: { authorization: `Bearer ${u.token}`, cookie: "sid=COOKIEVALUE" } },
        body: { password: "PLAINTEXT-PASSWORD-1", refresh_token: u.refreshToken },
      },
      "a handler logging what it got",
    );
    app.log.warn({ user: { name: "Ada", password_hash: "$argon2id$SECRETHASH" } }, "a row logged whole");

    const log = lines.join("\n");
    expect(lines.length).toBeGreaterThan(8);
    expect(log).toContain("insert into users failed");
    expect(log).toContain("[redacted]");
    for (const secret of [
      "PLAINTEXT-PASSWORD-1",
      "SECRETHASH",
      u.token,
      u.refreshToken,
      "COOKIEVALUE",
      "DISPLAYTOKEN123",
      "log-test-secret",
    ]) {
      expect(log).not.toContain(secret);
    }
    // Still useful: the masked URLs keep their path and other parameters.
    expect(log).toContain("/api/v1/live/terminais/1?token=[redacted]");
    expect(log).toContain("/api/v1/wall?token=[redacted]&x=1");
  });

  it("masks tokens in URLs", () => {
    expect(maskUrl("/wall/abc123")).toBe("/wall/[redacted]");
    expect(maskUrl("/wall/abc123?x=1")).toBe("/wall/[redacted]?x=1");
    expect(maskUrl("/api/v1/x?a=1&access_token=t&refresh_token=r#h")).toBe(
      "/api/v1/x?a=1&access_token=[redacted]&refresh_token=[redacted]#h",
    );
    expect(maskUrl("/api/v1/lineups?page=2")).toBe("/api/v1/lineups?page=2");
  });
});
