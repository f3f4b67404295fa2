import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { seedAdmin, seedDemo } from "./db/seed";
import { logEmailCollisions } from "./users/email-keys";

/** Production entry point: one process serving the API, the live layer and the web app. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const keys = await database.migrate();
  const app = await buildApp({ config, database });
  logEmailCollisions(keys, (m) => app.log.warn(m));
  const log = (m: string) => app.log.info(m);
  await seedAdmin(database.db, config, (m) => console.log(m));
  if (config.seedDemo) await seedDemo(database.db, config, log);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  // The hourly forecast round (one instance runs each round, through PostgreSQL).
  app.weather.start();
  // The weekly report (WEEKLY_REPORT_AT; one instance sends each week's round).
  app.weeklyReports.start();
  app.distribution.start();
  app.watches.start();
  if (!config.webDist) app.log.warn("web/dist not found: run `pnpm build` to serve the web app");
  app.log.info(`Line-up board on http://localhost:${config.port} (database: ${database.kind})`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
