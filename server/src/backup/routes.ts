/**
 * The backup routes: the snapshot a local `pnpm db:backup` (or an admin) takes
 * from a running server, and the admins' list of scheduled backups.
 */
import { createReadStream } from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Type, type Static } from "typebox";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { MESSAGES } from "@lineup/shared";
import { forbidden, notFound } from "../http/errors";
import { fileAnswer } from "../http/file-answers";
import { isLoopback, localUrl, newControlToken, removeControl, tokenMatches, writeControl } from "./control";
import { dumpBackup } from "./dump";
import {
  BACKUP_NAME,
  backupFileName,
  createBackupService,
  describeBackupAt,
  lastFailure,
  listBackups,
} from "./schedule";

const tags = ["Backups"];
const SnapshotQuery = Type.Object({
  jwt_secret: Type.Optional(
    Type.Boolean({ description: "Put the server's JWT secret in the backup (only with the local token)" }),
  ),
});
const BackupFile = Type.Object({
  name: Type.String(),
  size: Type.Integer({ description: "Bytes" }),
  created_at: Type.String({ description: "ISO date-time" }),
});
const BackupList = Type.Object({
  data: Type.Array(BackupFile, { description: "Scheduled backups, newest first" }),
  schedule: Type.Union([Type.String(), Type.Null()], {
    description: 'When scheduled backups run ("every day at 03:00 UTC"); null: BACKUP_AT is off',
  }),
  keep: Type.Integer({ description: "How many are kept (BACKUP_KEEP)" }),
  last_failure: Type.Union([Type.Object({ at: Type.String(), message: Type.String() }), Type.Null()], {
    description: "The last backup that failed, until one succeeds",
  }),
});
const FileParams = Type.Object({ name: Type.String({ pattern: BACKUP_NAME.source, maxLength: 80 }) });

export async function backupRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const { config, database } = app;
  const token = newControlToken();
  const backups = createBackupService({
    db: app.db,
    kind: database.kind,
    dataDir: config.dataDir,
    dir: config.backupDir,
    at: config.backupAt,
    keep: config.backupKeep,
    log: app.log,
  });
  // A listening server (not an app under test) runs the schedule and, on an embedded database, tells local commands
  // where it is.
  app.addHook("onListen", async () => {
    backups.start();
    const address = app.server.address();
    if (database.kind === "pglite" && address && typeof address === "object")
      writeControl(config.dataDir, { pid: process.pid, url: localUrl(address), token });
  });
  app.addHook("onClose", async () => {
    if (database.kind === "pglite") removeControl(config.dataDir);
    await backups.close();
  });

  /** The local token from a loopback socket, or else an admin's session; the JWT secret only to the former. */
  const snapshotAccess = async (request: FastifyRequest<{ Querystring: Static<typeof SnapshotQuery> }>) => {
    const given = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? "")?.[1];
    if (isLoopback(request.socket.remoteAddress) && tokenMatches(token, given)) return;
    await app.authorize("create", "backups")(request);
    if (request.query.jwt_secret) throw forbidden(MESSAGES.forbidden);
  };

  app.post(
    "/admin/backups/snapshot",
    {
      onRequest: snapshotAccess,
      schema: {
        tags,
        summary: "A backup of the whole database taken now (gzip'd JSON lines, docs/OPERATIONS.md)",
        querystring: SnapshotQuery,
        response: { 200: fileAnswer("application/gzip", "The backup file, lineup-backup-{UTC time}.ndjson.gz") },
      },
    },
    async (request, reply) => {
      const out = new PassThrough();
      const opts = { dataDir: config.dataDir, jwtSecret: request.query.jwt_secret ? config.jwtSecret : undefined };
      // A failure mid-way cuts the stream: the file then lacks its last line and no restore accepts it.
      dumpBackup(app.db, database.kind, out, opts).catch((err: unknown) => {
        request.log.error({ reason: err instanceof Error ? err.message : String(err) }, "backup snapshot failed");
        out.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      return reply
        .type("application/gzip")
        .header("content-disposition", `attachment; filename="${backupFileName()}"`)
        .send(out);
    },
  );

  app.get(
    "/admin/backups",
    {
      onRequest: app.authorize("view", "backups"),
      schema: {
        tags,
        summary: "Scheduled backups with their size and time, and the last failure",
        response: { 200: BackupList },
      },
    },
    async () => ({
      data: await listBackups(config.backupDir),
      schedule: config.backupAt === undefined ? null : describeBackupAt(config.backupAt),
      keep: config.backupKeep,
      last_failure: (await lastFailure(config.backupDir)) ?? null,
    }),
  );

  app.get(
    "/admin/backups/:name",
    {
      onRequest: app.authorize("view", "backups"),
      schema: {
        tags,
        summary: "Download one scheduled backup",
        params: FileParams,
        response: { 200: fileAnswer("application/gzip", "The backup file as the schedule wrote it") },
      },
    },
    async (request, reply) => {
      const file = (await listBackups(config.backupDir)).find((f) => f.name === request.params.name);
      if (!file) throw notFound("Backup not found.");
      return reply
        .type("application/gzip")
        .header("content-disposition", `attachment; filename="${file.name}"`)
        .send(createReadStream(path.join(config.backupDir, file.name)));
    },
  );
}
