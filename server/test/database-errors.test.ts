import { describe, expect, it } from "vitest";
import { clientErrorFromDatabase, loggableError } from "../src/http/database-errors";

/** The answers and log lines `database-errors.ts` makes of errors a request can cause; no database needed. */
describe("database errors a request can cause", () => {
  it("names the field of a unique or foreign-key error on PostgreSQL and PGlite", () => {
    const answer = (code: string, detail: string) => clientErrorFromDatabase({ message: "x", cause: { code, detail } });
    expect(answer("23505", "Key (lower(email::text))=(a@b) already exists.")?.extra).toEqual({
      errors: { email: ["The email has already been taken."] },
    });
    expect(answer("23505", "Key (lower(email))=(a@b) already exists.")?.statusCode).toBe(422);
    expect(answer("23503", 'Key (navio_id)=(99) is not present in table "navios".')?.extra).toEqual({
      errors: { navio_id: ["The selected vessel is invalid."] },
    });
    expect(answer("23503", 'Key (id)=(3) is still referenced from table "lineups".')?.statusCode).toBe(409);
    expect(answer("57P01", "")?.statusCode).toBe(503);
    expect(clientErrorFromDatabase({ message: "x", cause: { code: "CONNECTION_CLOSED" } })?.statusCode).toBe(503);
    expect(answer("XX000", "")).toBeUndefined();
    expect(clientErrorFromDatabase(new Error("plain"))).toBeUndefined();
  });

  it("logs a failed query without its parameters", () => {
    const failed = Object.assign(
      new Error('Failed query: insert into "users" values ($1, $2)\nparams: Ann,$argon2id$v=19$secret-hash'),
      { query: "insert", params: ["Ann", "$argon2id$"] },
    );
    expect(JSON.stringify(loggableError(failed))).not.toContain("argon2id");
  });
});
