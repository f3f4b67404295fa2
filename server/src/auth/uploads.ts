import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Type } from "typebox";
import { AVATAR_MAX_BYTES, isRecord } from "@lineup/shared";
import { notFound, ValidationError } from "../http/errors";
import { asMultipartError } from "../http/form-body";
import { assertSafeInput, isSafeKey } from "../http/safe-input";
import { imageExtension } from "./images";

export interface MultipartForm {
  fields: Record<string, string>;
  /** Repeated keys and `key[]` keys, as lists (`porto_ids[]=1&porto_ids[]=2`). */
  lists: Record<string, string[]>;
  files: Record<string, { filename: string; data: Buffer }>;
}

function addField(form: MultipartForm, rawKey: string, value: unknown) {
  if (typeof rawKey !== "string" || !rawKey) throw ValidationError.field("body", "Every form field needs a name.");
  if (!isSafeKey(rawKey.replace(/\[\d*\]$/, "")))
    throw ValidationError.field(rawKey.slice(0, 100), "This form field name is not allowed.");
  if (Array.isArray(value)) {
    // An empty list is sent, and clears (a key left out keeps what is stored).
    form.lists[rawKey.replace(/\[\d*\]$/, "")] ??= [];
    for (const v of value) addField(form, rawKey.endsWith("[]") ? rawKey : `${rawKey}[]`, v);
    return;
  }
  if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") return;
  const key = rawKey.replace(/\[\d*\]$/, "");
  if (rawKey !== key) (form.lists[key] ??= []).push(String(value));
  else form.fields[key] = String(value);
}

/** Forms already read, so a hook and the handler can both ask for one request's form. */
const readForms = new WeakMap<FastifyRequest, MultipartForm>();

/**
 * preValidation hook for multipart routes behind the method override: reads the
 * form first, so `_method` sent as a form field (as Laravel clients do) is seen.
 */
export async function formFieldsAsBody(request: FastifyRequest): Promise<void> {
  if (request.isMultipart()) request.body = { ...(await readMultipart(request)).fields };
}

/** Reads a multipart form into memory, with files capped at the avatar limit. */
export async function readMultipart(request: FastifyRequest): Promise<MultipartForm> {
  const known = readForms.get(request);
  if (known) return known;
  // Prototype-less maps: a field named `constructor` or `hasOwnProperty` is just a field.
  const form: MultipartForm = { fields: Object.create(null), lists: Object.create(null), files: Object.create(null) };
  readForms.set(request, form);
  if (!request.isMultipart()) {
    const body = isRecord(request.body) ? request.body : {};
    for (const [k, v] of Object.entries(body)) addField(form, k, v);
    return form;
  }
  try {
    await readParts(request, form);
  } catch (error) {
    throw asMultipartError(error);
  }
  assertSafeInput(form.fields);
  assertSafeInput(form.lists);
  return form;
}

async function readParts(request: FastifyRequest, form: MultipartForm): Promise<void> {
  for await (const part of request.parts({ limits: { fileSize: AVATAR_MAX_BYTES, files: 2, fields: 50 } })) {
    if (part.type === "file") {
      const data = await part.toBuffer().catch(() => {
        throw ValidationError.field(
          part.fieldname,
          `The ${part.fieldname} must not be greater than ${AVATAR_MAX_BYTES / 1024} kilobytes.`,
        );
      });
      if (part.file.truncated) {
        throw ValidationError.field(
          part.fieldname,
          `The ${part.fieldname} must not be greater than ${AVATAR_MAX_BYTES / 1024} kilobytes.`,
        );
      }
      if (data.length && part.fieldname) form.files[part.fieldname] = { filename: part.filename, data };
    } else {
      addField(form, part.fieldname, part.value);
    }
  }
}

/** Stores an uploaded photo after checking by content that it is an image; returns its stored name. */
export async function storePhoto(dataDir: string, field: string, data: Buffer): Promise<string> {
  const ext = imageExtension(data);
  if (!ext) throw ValidationError.field(field, `The ${field} must be an image (PNG, JPEG, GIF or WebP).`);
  const name = `avatars/${randomBytes(12).toString("hex")}.${ext}`;
  const dir = path.join(dataDir, "uploads", "avatars");
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dataDir, "uploads", name), data);
  return name;
}

const TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", gif: "image/gif", webp: "image/webp" };

/** Serves stored photos at `/uploads/avatars/{file}`. */
export async function uploadRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    "/uploads/avatars/:file",
    {
      schema: {
        hide: true,
        params: Type.Object({ file: Type.String({ pattern: "^[a-f0-9]{24}\\.(png|jpg|gif|webp)$" }) }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const full = path.join(app.config.dataDir, "uploads", "avatars", file);
      const info = await stat(full).catch(() => undefined);
      if (!info?.isFile()) throw notFound();
      const ext = file.split(".").pop() ?? "";
      reply.header("content-type", TYPES[ext] ?? "application/octet-stream");
      reply.header("cache-control", "public, max-age=86400, immutable");
      return reply.send(createReadStream(full));
    },
  );
}
