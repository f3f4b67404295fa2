import type { Readable } from "node:stream";
import { Type, type TSchema } from "typebox";

/**
 * Successes that are not JSON, described by their content type: a file (a spreadsheet, a backup) or a page in words.
 * Fastify sends a stream, a buffer, or a string with its own content type as it is, so these describe the answer and
 * serialize nothing.
 */
function answerOf<S extends TSchema>(contentType: string, description: string, schema: S) {
  return { description, content: { [contentType]: { schema } } };
}

/**
 * A file download of this content type (`attachment`, with its file name): bytes in the description, the stream the
 * route sends to the type check.
 */
export const fileAnswer = (contentType: string, description: string) =>
  answerOf(contentType, description, Type.Unsafe<Readable>({ type: "string", format: "binary" }));

/** A small HTML page in words, for a person who followed a link from an e-mail. */
export const pageAnswer = (description: string) => answerOf("text/html", description, Type.String());
