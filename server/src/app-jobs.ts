import type { FastifyInstance } from "fastify";
import { createDistributionService, type DistributionService } from "./distribution/service";
import { createWeeklyReportService, type WeeklyReportService } from "./reports/weekly";
import { createWatchService, type WatchService } from "./watches/service";
import { createWeatherService, type WeatherService } from "./weather/service";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { WebhookSendOptions } from "./watches/webhook-send";

declare module "fastify" {
  interface FastifyInstance {
    weather: WeatherService;
    weeklyReports: WeeklyReportService;
    distribution: DistributionService;
    watches: WatchService;
  }
}

/**
 * The jobs every instance runs beside the API (the forecast, the weekly report, the distribution
 * lists, the watches), each closed with the app; `main.ts` starts their clocks, tests call them.
 */
export function decorateJobs(
  app: FastifyInstance,
  opts: { config: Config; database: Database; webhooks?: WebhookSendOptions },
): void {
  app.decorate("weather", createWeatherService({ db: opts.database.db, url: opts.config.weatherUrl, log: app.log }));
  app.addHook("onClose", () => app.weather.close());
  app.decorate(
    "weeklyReports",
    createWeeklyReportService({
      db: opts.database.db,
      mailer: app.mailer,
      schedule: opts.config.weeklyReportAt,
      log: app.log,
      appUrl: opts.config.appUrl,
      secret: opts.config.jwtSecret,
      agencyName: opts.config.agencyName,
    }),
  );
  app.addHook("onClose", () => app.weeklyReports.close());
  app.decorate(
    "distribution",
    createDistributionService({
      db: opts.database.db,
      mailer: app.mailer,
      log: app.log,
      appUrl: opts.config.appUrl,
      secret: opts.config.jwtSecret,
      agencyName: opts.config.agencyName,
    }),
  );
  app.addHook("onClose", () => app.distribution.close());
  app.decorate(
    "watches",
    createWatchService({
      database: opts.database,
      mailer: app.mailer,
      lineupEvents: app.lineupEvents,
      liveEvents: app.liveEvents,
      log: app.log,
      appUrl: opts.config.appUrl,
      secret: opts.config.jwtSecret,
      webhooks: opts.webhooks,
    }),
  );
  app.addHook("onClose", () => app.watches.close());
}
