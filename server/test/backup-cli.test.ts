/**
 * The real commands against real databases (issue 20): with the server running
 * on an embedded database, `db:backup` asks it for the snapshot and a second
 * process is refused by the folder's lock; `db:copy-to` moves the embedded
 * database to PostgreSQL (with DATABASE_URL; else to another folder) and every
 * read answers the same there.
 */
import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { controlFile, readControl } from "../src/backup/control";
import { makeCall, makePort } from "./factories";
import { bearer, createUser, startApp, throwAwayDatabase, type TestApp, type TestUser } from "./helpers";
import { reads, runCli } from "./backup-reads";

const dir = mkdtempSync(path.join(tmpdir(), "lineup-backup-cli-"));
const dataDir = path.join(dir, "embedded");
let source: TestApp;
let sourceOpen = false;
let admin: TestUser;
let filter: string;
let ids: number[];

beforeAll(async () => {
  // The source is the embedded database whatever DATABASE_URL says: it is what an agency starts on.
  const url = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  try {
    source = await startApp({}, undefined, { dataDir });
  } finally {
    if (url) process.env.DATABASE_URL = url;
  }
  sourceOpen = true;
  admin = await createUser(source.app, ROLE.admin);
  const ctx = await makePort(source.app);
  filter = `carga_tipo_id=${ctx.type.id}&porto_id[]=${ctx.port.id}`;
  const a = await makeCall(
    source.app,
    ctx,
    { qty: "5000" },
    [
      ["2026-10-01T08:00:00Z", "Waiting"],
      ["2026-10-03T10:00:00Z", "Discharging"],
      ["2026-10-06T12:00:00Z", "Sailed"],
    ],
    admin.user.id,
  );
  const b = await makeCall(
    source.app,
    ctx,
    { qty: "7000" },
    [
      ["2026-10-02T08:00:00Z", "Expected"],
      ["2026-10-04T08:00:00Z", "Waiting"],
    ],
    admin.user.id,
  );
  await makeCall(source.app, ctx, {}, [["2026-10-05T08:00:00Z", "Waiting"]], admin.user.id, "2026-10-07T00:00:00Z");
  ids = [a.id, b.id];
}, 300_000);

afterAll(async () => {
  if (sourceOpen) await source.close();
});

describe("pnpm db:backup with the server running on the embedded database", () => {
  it("asks the server for the snapshot, whose token only a local caller holds; a second process on the folder is refused", async () => {
    await source.app.listen({ port: 0, host: "127.0.0.1" });
    const control = readControl(dataDir);
    expect(control?.pid).toBe(process.pid);
    expect(statSync(controlFile(dataDir)).mode & 0o077).toBe(0);
    const token = control?.token ?? "";
    const snapshot = (remoteAddress: string) =>
      source.app.inject({
        method: "POST",
        url: "/api/v1/admin/backups/snapshot?jwt_secret=true",
        headers: bearer(token),
        remoteAddress,
      });
    expect((await snapshot("203.0.113.9")).statusCode).toBe(401);
    expect((await snapshot("127.0.0.1")).statusCode).toBe(200);

    const file = path.join(dir, "live.ndjson.gz");
    const backup = await runCli("backup-cli.ts", ["--out", file], { DATA_DIR: dataDir });
    expect(backup.out).toMatch(/Backup written to .*taken by the running server/);
    expect(backup.code).toBe(0);
    const restore = await runCli("restore-cli.ts", [file, "--replace"], { DATA_DIR: dataDir });
    expect(restore.out).toMatch(/Refused: The data folder .* is in use by process \d+/);
    expect(restore.code).toBe(2);
  }, 120_000);
});

describe("pnpm db:copy-to", () => {
  it(`moves the embedded database to ${process.env.DATABASE_URL ? "PostgreSQL" : "another folder"}, history included, and every read answers the same`, async () => {
    const before = await reads(source.app, admin.token, filter, "2026-10-05T00:00:00Z", ids);
    await source.close(true);
    sourceOpen = false;
    const databaseUrl = process.env.DATABASE_URL ? await throwAwayDatabase() : undefined;
    const targetDir = path.join(dir, "copy");
    const copy = await runCli("copy-cli.ts", [databaseUrl ?? targetDir], { DATA_DIR: dataDir });
    expect(copy.out).toMatch(/checked every table/);
    expect(copy.code).toBe(0);
    const copied = await startApp(
      {},
      undefined,
      databaseUrl ? { databaseUrl, adoptDatabase: true, dataDir: targetDir } : { dataDir: targetDir },
    );
    try {
      const { token } = await createUser(copied.app, ROLE.admin);
      expect(await reads(copied.app, token, filter, "2026-10-05T00:00:00Z", ids)).toEqual(before);
      // A second copy onto it is refused unless told to replace it.
      const again = await runCli("copy-cli.ts", [databaseUrl ?? targetDir], { DATA_DIR: dataDir });
      expect(again.out).toMatch(/Refused: .*(not empty|in use)/);
      expect(again.code).toBe(2);
    } finally {
      await copied.close();
    }
  }, 240_000);
});
