import path from "node:path";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import cors from "@fastify/cors";
import formbody from "@fastify/formbody";
import helmet from "@fastify/helmet";
import jwt from "@fastify/jwt";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
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
import { importRoutes } from "./exports/import-routes";
import { LineupEvents } from "./lineups/events";
import { parametrosRoute } from "./lineups/parametros";
import { lineupRoutes } from "./lineups/routes";
import { LiveEvents } from "./live/events";
import { Publisher } from "./live/publisher";
import type { Transact } from "./db/outbox";
import { livePlugin, type LiveOptions } from "./live/plugin";
import { portRoutes } from "./ports/routes";
import { statisticsRoutes } from "./statistics/routes";
import { userRoutes } from "./users/routes";
import type { Config, TrustProxy } from "./config";
import type { Database, Db } from "./db/client";
import { installErrorHandler } from "./http/error-handler";
import { installEtags } from "./http/etag";
import { installIdempotencyKeys } from "./http/idempotency";
import { installValidators } from "./http/validator";
import { completeOperations } from "./http/openapi";
import { parseQuery } from "./http/querystring";
import { installAssetHeaders, PAGE_CACHE, webFileHeaders } from "./http/web-files";
import { createMailer, type Mailer } from "./mail/mailer";
import { decorateJobs } from "./app-jobs";
import { distributionRoutes } from "./distribution/routes";
import type { WebhookSendOptions } from "./watches/webhook-send";
import { notificationRoutes } from "./watches/notification-routes";
import { watchRoutes } from "./watches/watch-routes";
import { webhookRoutes } from "./watches/webhook-routes";
import { weeklyReportRoutes } from "./reports/routes";
import { backupRoutes } from "./backup/routes";
import { consistencyRoutes } from "./consistency/routes";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    mailer: Mailer;
    /** Committed line-up changes, told by the publisher, for this instance's live layer and watches. */
    lineupEvents: LineupEvents;
    /** Terminal header and access changes, told by the publisher, for the live layer. */
    liveEvents: LiveEvents;
    /** Tells each transaction's outbox (live/publisher.ts). */
    publisher: Publisher;
    /** Runs work in a transaction whose outbox is told once it commits: every write that open screens must hear. */
    transact: Transact;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  /** `false` silences the log; a stream receives it instead of stdout (tests read it). */
  logger?: boolean | { stream: NodeJS.WritableStream };
  live?: LiveOptions;
  /** Webhook sending: retry delays and timeouts (tests shorten them). */
  webhooks?: WebhookSendOptions;
}

export const API_PREFIX = "/api/v1";

/**
 * Content-Security-Policy of every response. Both tokens live in localStorage, so no
 * script may run but the app's own files; Mantine sets inline styles; the live
 * layer talks WebSocket; data:/blob: images are avatars being previewed and exports.
 */
export const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  connectSrc: ["'self'", "ws:", "wss:"],
  fontSrc: ["'self'", "data:"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** Secrets that must never reach the log, wherever an object logged carries them. */
const SECRET_FIELDS = [
  "password",
  "password_hash",
  "password_confirmation",
  "current_password",
  "token",
  "access_token",
  "refresh_token",
  "jwtSecret",
  "smtpUrl",
  "databaseUrl",
  "weatherUrl",
];
const REDACT = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "headers.authorization",
  "headers.cookie",
  "err.params",
  "err.cause.params",
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** Tokens travel in some URLs (live sockets `?token=`, display walls `/wall/{token}`): logged masked. */
export function maskUrl(url: string): string {
  return url
    .replace(/([?&](?:token|access_token|refresh_token)=)[^&#]*/gi, "$1[redacted]")
    .replace(/^(\/wall\/)[^/?#]+/, "$1[redacted]");
}

/**
 * Fastify trusts no hop for a bare number (it cannot check the peer), so a hop count
 * becomes "the socket peer and the next n-1 addresses are proxies", as Express reads it.
 */
function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === "number" ? (_address, hop) => hop < trust : trust;
}

function loggerOptions(config: Config, stream: NodeJS.WritableStream | undefined): FastifyServerOptions["logger"] {
  return {
    level: config.logLevel,
    redact: { paths: REDACT, censor: "[redacted]" },
    serializers: {
      // Fastify's own fields, with tokens masked in the URL; headers stay out (they carry the bearer token).
      req: (request: {
        method?: string;
        url?: string;
        host?: string;
        ip?: string;
        socket?: { remotePort?: number };
      }) => ({
        method: request.method,
        url: typeof request.url === "string" ? maskUrl(request.url) : undefined,
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(stream && { stream }),
  };
}

/** Builds the whole application (API, docs and the web app) on an open, migrated database. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger:
      opts.logger === false ? false : loggerOptions(config, opts.logger === true ? undefined : opts.logger?.stream),
    bodyLimit: 1024 * 1024,
    routerOptions: { querystringParser: parseQuery },
    // Off by default: the socket's address is the client's, and X-Forwarded-For is ignored.
    trustProxy: trustProxyOption(config.trustProxy),
    // A response of either shape (anyOf) is told apart by the serializer's own Ajv, which must know the
    // serializer's `unsafe` string format (@lineup/shared/wire/board: written as it is) as any string.
    serializerOpts: { ajv: { formats: { unsafe: true } } },
  });

  app.decorate("config", config);
  app.decorate("db", database.db);
  app.decorate("database", database);
  app.decorate(
    "mailer",
    opts.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log }),
  );

  app.decorate("lineupEvents", new LineupEvents());
  app.decorate("liveEvents", new LiveEvents());
  app.decorate("publisher", new Publisher(database, app.lineupEvents, app.liveEvents));
  app.decorate("transact", app.publisher.transact);
  decorateJobs(app, opts);
  installErrorHandler(app);
  installValidators(app);
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP },
    frameguard: { action: "deny" },
  });
  // Without CORS_ORIGINS no CORS headers are sent: browsers keep the API same-origin.
  if (config.corsOrigins.length)
    await app.register(cors, { origin: config.corsOrigins, credentials: false, maxAge: 600 });
  installEtags(app);
  installIdempotencyKeys(app);
  // Answers above about a packet compressed as the client accepts (Brotli at a quality that costs little CPU, or gzip);
  // files already compressed (spreadsheets, backups) are left alone, and the web app's files come precompressed.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 2 } });
  await app.register(jwt, { secret: config.jwtSecret });
  await app.register(authPlugin);

  await app.register(swagger, {
    openapi: {
      info: {
        title: "Line-up board API",
        version: "1.0.0",
        description: "REST surface of the Line-up board (spec.md section 7).",
        license: { name: "Proprietary" },
      },
      servers: [{ url: "/", description: "This server (the API under /api/v1)" }],
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
      security: [{ bearer: [] }],
    },
    transformObject: (document) =>
      "openapiObject" in document ? completeOperations(document.openapiObject) : document.swaggerObject,
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
      await api.register(importRoutes);
      await api.register(distributionRoutes);
      await api.register(watchRoutes);
      await api.register(notificationRoutes);
      await api.register(webhookRoutes);
      await api.register(statisticsRoutes);
      await api.register(weeklyReportRoutes);
      await api.register(displayRoutes);
      await api.register(backupRoutes);
      await api.register(consistencyRoutes);
      api.get("/health", { schema: { hide: true } }, async () => ({ status: "ok", database: database.kind }));
    },
    { prefix: API_PREFIX },
  );

  // The build's files as they are, or their .br / .gz made at build time; hashed assets cached for good, the page never
  // without asking.
  if (config.webDist) {
    installAssetHeaders(app);
    await app.register(fastifyStatic, {
      root: config.webDist,
      index: ["index.html"],
      preCompressed: true,
      cacheControl: false,
      setHeaders: webFileHeaders,
    });
  }
  // History-mode routes of the web app load index.html; API routes and files stay JSON 404s.
  const spa = Boolean(config.webDist);
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "";
    if (spa && request.method === "GET" && !url.startsWith("/api/") && !path.extname(url)) {
      return reply.type("text/html").header("cache-control", PAGE_CACHE).sendFile("index.html");
    }
    return reply.status(404).send({ message: `Route ${request.method} ${url} not found.` });
  });
  return app;
}
