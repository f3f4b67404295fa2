import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { ROLE } from "@lineup/shared";
import { bearer, createUser, onMaintenance, throwAwayDatabase, withApp } from "./helpers";
import { callFields, makeParties, makePort } from "./factories";

/**
 * A PostgreSQL installed with its machine's settings (a server in Brazil: time zone America/Sao_Paulo, dates
 * `SQL, DMY`) answers through the app as every other: the app's sessions start in UTC with ISO dates whatever the
 * server's, the database's or the role's own defaults. One whose administrator made every transaction serializable
 * is refused at start, saying how to set it right.
 */

/** A throw-away database whose own defaults are local time, day-first dates and serializable; its name and URL. */
async function localDatabase(): Promise<{ name: string; url: string }> {
  const url = await throwAwayDatabase([
    "timezone TO 'America/Sao_Paulo'",
    "datestyle TO 'SQL, DMY'",
    "default_transaction_isolation TO 'serializable'",
  ]);
  return { name: new URL(url).pathname.slice(1), url };
}

describe.skipIf(!process.env.DATABASE_URL)("a PostgreSQL set to local time, day-first dates and serializable", () => {
  it("is refused while serializable, then answers the same dates and times as any other", async () => {
    const { name, url: databaseUrl } = await localDatabase();
    await expect(withApp({}, { databaseUrl }, async () => {})).rejects.toThrow(
      /default_transaction_isolation is 'serializable'.*ALTER ROLE <its role> SET default_transaction_isolation = 'read committed'/,
    );
    await onMaintenance(`ALTER DATABASE ${name} RESET default_transaction_isolation`);
    // What a session that sets nothing gets there.
    const plain = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    const [local] = await plain`select date '2030-01-05'::text as day, timestamptz '2030-01-05 12:00Z'::text as at`;
    await plain.end();
    expect(local).toEqual({ day: "05/01/2030", at: "05/01/2030 09:00:00 -03" });

    await withApp({}, { databaseUrl, adoptDatabase: true }, async (t) => {
      const at = await makePort(t.app);
      const parties = await makeParties(t.app);
      const ana = await createUser(t.app, ROLE.admin, { name: "Ana" });
      const saved = await t.app.inject({
        method: "POST",
        url: "/api/v1/lineups/list",
        headers: bearer(ana.token),
        payload: {
          terminal_id: at.terminal.id,
          list: [{ ...callFields(at, parties), carga_tipo_id: at.type.id, eta: "2030-01-05", etb: "2030-01-07" }],
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const id = saved.json<{ lineups: { id: number }[] }>().lineups[0]?.id;
      const row = (await t.app.inject({ url: `/api/v1/lineups/${id}`, headers: bearer(ana.token) })).json<{
        eta: string;
        etb: string;
        updated_at: string;
      }>();
      expect(row).toMatchObject({ eta: "2030-01-05", etb: "2030-01-07" });
      expect(row.updated_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?\+00$/);
      const history = (await t.app.inject({ url: `/api/v1/lineups/${id}/history`, headers: bearer(ana.token) })).json<
        { at: string }[]
      >();
      expect(history.length).toBeGreaterThan(0);
      for (const entry of history) expect(entry.at).toMatch(/\+00$/);
    });
  });
});
