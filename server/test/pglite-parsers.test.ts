import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";

/**
 * PGlite merges a query's own type parsers (drizzle-orm passes nine with every query, to keep dates as text) with the
 * instance's 318 by copying them all, 0.1 ms a query and a fifth of a one-row save (bench/README.md).
 * `patches/@electric-sql__pglite@0.5.16.patch` puts the query's parsers over the instance's by prototype instead:
 * the answers must be the same, which is what these pin.
 */
describe("PGlite's type parsers, a query's over the instance's", () => {
  const db = new PGlite();
  afterAll(() => db.close());
  const row =
    "select '2030-01-02 03:04:05+00'::timestamptz as at, '{\"a\":[1]}'::jsonb as doc, 7::int4 as n, true as ok";

  it("a query's own parser wins for its type; every other type keeps the instance's", async () => {
    const keepText = { [types.TIMESTAMPTZ]: (value: string) => value };
    const [array] = (await db.query<unknown[]>(row, [], { rowMode: "array", parsers: keepText })).rows;
    expect(array).toEqual(["2030-01-02 03:04:05+00", { a: [1] }, 7, true]);
    const [object] = (await db.query(row, [], { parsers: keepText })).rows;
    expect(object).toEqual({ at: "2030-01-02 03:04:05+00", doc: { a: [1] }, n: 7, ok: true });
  });

  it("a query without parsers of its own, or after one with them, uses the instance's", async () => {
    await db.query(row, [], { parsers: { [types.INT4]: (value: string) => `int ${value}` } });
    const [plain] = (await db.query(row)).rows;
    expect(plain).toEqual({ at: new Date("2030-01-02T03:04:05Z"), doc: { a: [1] }, n: 7, ok: true });
  });

  it("a parser of one query does not leak into the instance's", async () => {
    await db.query("select 1::int4 as n", [], { parsers: { [types.INT4]: () => "mine" } });
    expect((await db.query("select 1::int4 as n")).rows).toEqual([{ n: 1 }]);
  });
});
