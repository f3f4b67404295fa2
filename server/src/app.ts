import path from "node:path";
import cors from "@fastify/cors";
import formbody from "@fastify/formbody";
import helmet from "@fastify/helmet";
import jwt from "@fastify/jwt";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import { AVATAR_MAX_BYTES } from "@lineup/shared";
import { authPlugin } from "./auth/plugin";
import { authRoutes } from "./auth/routes";
import { uploadRoutes } from "./auth/uploads";
import { activityRoutes } from "./activity/routes";
import { fieldRoutes } from "./fields/routes";
import { commRoutes } from "./comms/routes";
import { displayRoutes } from "./displays/routes";
import { emailInformationRoutes } from "./email/routes";
import { exportRoutes } from "./exports/routes";
import { LineupEvents } from "./lineups/events";
import { parametrosRoute } from "./lineups/parametros";
import { lineupRoutes } from "./lineups/routes";
import { livePlugin, type LiveOptions } from "./live/plugin";
import { portRoutes } from "./ports/routes";
import { statisticsRoutes } from "./statistics/routes";
import { userRoutes } from "./users/routes";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import { installErrorHandler } from "./http/error-handler";
import { installValidators } from "./http/validator";
import { parseQuery } from "./http/querystring";
import { createMailer, type Mailer } from "./mail/mailer";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    mailer: Mailer;
    lineupEvents: LineupEvents;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  logger?: boolean;
  live?: LiveOptions;
}

export const API_PREFIX = "/api/v1";

/** Builds the whole application (API, docs and the web app) on an open, migrated database. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    routerOptions: { querystringParser: parseQuery },
    trustProxy: true,
  });

  app.decorate("config", config);
  app.decorate("db", database.db);
  app.decorate("database", database);
  app.decorate("mailer", opts.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log }));

  app.decorate("lineupEvents", new LineupEvents());
  installErrorHandler(app);
  installValidators(app);
  await app.register(helmet, { contentSecurityPolicy: false });
  await app.register(cors, { origin: false });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 2 } });
  await app.register(rateLimit, { global: false });
  await app.register(jwt, { secret: config.jwtSecret });
  await app.register(authPlugin);

  await app.register(swagger, {
    openapi: {
      info: { title: "Line-up board API", version: "1.0.0", description: "REST surface of the Line-up board (spec.md section 7)." },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  await app.register(livePlugin, opts.live ?? {});
  await app.register(
    async (api) => {
      await api.register(authRoutes);
      await api.register(uploadRoutes);
      await api.register(fieldRoutes);
      await api.register(userRoutes);
      await api.register(activityRoutes);
      await api.register(portRoutes);
      await api.register(commRoutes);
      await api.register(emailInformationRoutes);
      await api.register(parametrosRoute);
      await api.register(lineupRoutes);
      await api.register(exportRoutes);
      await api.register(statisticsRoutes);
      await api.register(displayRoutes);
      api.get("/health", { schema: { hide: true } }, async () => ({ status: "ok", database: database.kind }));
    },
    { prefix: API_PREFIX },
  );

  if (config.webDist) await app.register(fastifyStatic, { root: config.webDist, index: ["index.html"] });
  // History-mode routes of the web app load index.html; API routes and files stay JSON 404s.
  const spa = Boolean(config.webDist);
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "";
    if (spa && request.method === "GET" && !url.startsWith("/api/") && !path.extname(url)) {
      return reply.type("text/html").sendFile("index.html");
    }
    return reply.status(404).send({ message: `Route ${request.method} ${url} not found.` });
  });
  return app;
}
