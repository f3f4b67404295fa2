import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { rowsOf } from "../src/db/db";
import { users } from "../src/db/schema";
import { createUser, startApp } from "./helpers";

/**
 * On PostgreSQL, a query with parameters runs as a named prepared statement (patches/drizzle-orm@0.45.4.patch):
 * described once per connection, then pipelined with the queries made beside it. Unnamed, each one cost a describe
 * round trip of its own and held the next query back: a one-row save took twice as long.
 */
describe.skipIf(!process.env.DATABASE_URL)("prepared statements on PostgreSQL", () => {
  it("prepares a query with parameters once per connection, but neither one without any nor a bulk one", async () => {
    const t = await startApp();
    try {
      const { user } = await createUser(t.app, ROLE.admin);
      const ids = Array.from({ length: 101 }, (_, i) => user.id + i);
      const { found, prepared } = await t.app.db.transaction(async (tx) => {
        const byId = () => tx.select({ id: users.id }).from(users).where(eq(users.id, user.id));
        const found = await Promise.all([byId(), byId(), byId()]);
        await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids));
        await tx.execute(sql`select count(*) from users`);
        const prepared = rowsOf<{ statement: string }>(
          await tx.execute(sql`select statement from pg_prepared_statements`),
        );
        return { found, prepared: prepared.map((p) => p.statement) };
      });

      expect(found).toEqual([[{ id: user.id }], [{ id: user.id }], [{ id: user.id }]]);
      const byIdText = t.app.db.select({ id: users.id }).from(users).where(eq(users.id, user.id)).toSQL().sql;
      expect(prepared.filter((s) => s === byIdText)).toHaveLength(1);
      expect(prepared.filter((s) => s.includes("$101"))).toEqual([]);
      expect(prepared.filter((s) => s.includes("count(*)"))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
