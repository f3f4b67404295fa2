import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { MIGRATIONS_DIR } from "../src/db/client";

/**
 * Vitest's global set-up: migrates one embedded database once and keeps a copy of its data folder, so an app on
 * PGlite starts from the copy instead of creating a database and running every migration again (a few seconds of
 * each test file's time). On PostgreSQL (DATABASE_URL) each app still migrates its own throw-away database.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  const file = path.join(tmpdir(), `lineup-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await client.close();
  project.provide("pgliteTemplate", file);
  return () => rmSync(file, { force: true });
}
