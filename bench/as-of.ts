/**
 * `GET /lineups?as_of=` on PostgreSQL with 1,000,000 events in `lineup_events`:
 * one port of 2,000 rows whose 200,000 events (quantity changes, one every
 * 2.5 minutes over a year) are among 800,000 events of other ports, spread over
 * the same year. Prints the time of the live board and of the board as of
 * 1 hour, 1 day, 1 week, 1 month and 6 months ago (median of 5 after a warm-up).
 * Run with `pnpm bench:as-of` (DATABASE_URL: a PostgreSQL database it may fill).
 */
import postgres from "postgres";
import { lineups } from "../server/src/db/schema";
import { startBoardApp } from "./board-app";
import { median } from "./measure";

const ROWS = 2000;
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const OWN_SHARE = 0.2;
const STATUSES = ["Loading", "Discharging", "Waiting", "Expected"] as const;

process.env.DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/test";

async function main() {
  const { t, admin, parties, place } = await startBoardApp();
  try {
    const day = (offset: number) => new Date(Date.UTC(2026, 10, 1 + offset)).toISOString().slice(0, 10);
    const values = Array.from({ length: ROWS }, (_, i) => ({
      terminal_id: place.terminal.id,
      porto_id: place.port.id,
      carga_id: place.comm.id,
      carga_tipo_id: place.type.id,
      status: STATUSES[i % STATUSES.length] ?? "Waiting",
      navio_id: parties.vessel.id,
      afretador_id: parties.charterer.id,
      qty: String(10_000 + i),
      eta: day(i % 60),
      etb: day((i % 60) + 2),
      // Made before the history begins: every row is on the past boards.
      created_at: new Date(Date.now() - 400 * 86_400_000).toISOString(),
    }));
    const ids: number[] = [];
    for (let i = 0; i < values.length; i += 500)
      ids.push(
        ...(
          await t.app.db
            .insert(lineups)
            .values(values.slice(i, i + 500))
            .returning({ id: lineups.id })
        ).map((r) => r.id),
      );
    const own = Math.round(EVENTS * OWN_SHARE);
    const sql = postgres(t.databaseUrl ?? "", { max: 1, onnotice: () => {} });
    const year = 365 * 24 * 3600;
    const started = performance.now();
    // This port's rows: quantity changes spread evenly over the past year.
    await sql`
      insert into lineup_events (lineup_id, terminal_id, porto_id, field, before, after, user_id, at)
      select (${`{${ids.join(",")}}`}::int[])[1 + g % ${ids.length}], ${place.terminal.id}, ${place.port.id}, 'qty',
        to_jsonb(((g - 1) % 90000 + 1000)::text || '.000'), to_jsonb((g % 90000 + 1000)::text || '.000'), ${admin.user.id},
        now() - make_interval(secs => ${year} * (g::float8 / ${own}))
      from generate_series(1, ${own}) g`;
    // Other ports' events (fifty ports that do not exist here), interleaved in time.
    await sql`
      insert into lineup_events (lineup_id, terminal_id, porto_id, field, before, after, user_id, at)
      select 1000000 + g % 50000, 100000 + g % 500, 100000 + g % 50, 'status', '"Waiting"', '"Loading"', null,
        now() - make_interval(secs => ${year} * (g::float8 / ${EVENTS - own}))
      from generate_series(1, ${EVENTS - own}) g`;
    await sql`analyze lineup_events`;
    await sql.end();
    console.log(
      `${EVENTS.toLocaleString("en")} events written in ${((performance.now() - started) / 1000).toFixed(1)} s (${own.toLocaleString("en")} on the board's port)\n`,
    );

    const url = `/api/v1/lineups?carga_tipo_id=${place.type.id}&porto_id[]=${place.port.id}`;
    const time = async (asOf: Date | null) => {
      const full = asOf ? `${url}&as_of=${asOf.toISOString()}` : url;
      const runs: number[] = [];
      let rows = 0;
      for (let i = 0; i < 6; i++) {
        const t0 = performance.now();
        const res = await t.app.inject({ url: full, headers: { authorization: `Bearer ${admin.token}` } });
        const ms = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`${full}: ${res.statusCode} ${res.body}`);
        if (i > 0) runs.push(ms);
        rows = (res.json() as { portos: { terminais: { lineups: unknown[] }[] }[] }).portos
          .flatMap((p) => p.terminais)
          .reduce((n, term) => n + term.lineups.length, 0);
      }
      return { ms: median(runs), rows };
    };
    const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);
    const cases: [string, Date | null][] = [
      ["live board", null],
      ["as of 1 hour ago", ago(3600)],
      ["as of 1 day ago", ago(86_400)],
      ["as of 1 week ago", ago(7 * 86_400)],
      ["as of 1 month ago", ago(30 * 86_400)],
      ["as of 6 months ago", ago(182 * 86_400)],
    ];
    for (const [name, at] of cases) {
      const { ms, rows } = await time(at);
      const undone = at ? Math.round((own * (Date.now() - at.getTime())) / 1000 / year) : 0;
      console.log(
        `${name.padEnd(22)} ${ms.toFixed(0).padStart(6)} ms   ${rows} rows   ~${undone.toLocaleString("en")} events undone`,
      );
    }
  } finally {
    await t.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
