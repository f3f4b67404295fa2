import { MESSAGES } from "@lineup/shared";
import { answered, ApiError, NOT_REACHED } from "@/api/client";

/**
 * A refused save in words: no answer, the server's reason (404, 409, 422's message), no permission, or a system
 * error.
 */
export function problemWords(error: unknown, notFound: string): string {
  if (!answered(error)) return NOT_REACHED.write;
  if (error.status === 404) return notFound;
  if (error.status === 403) return MESSAGES.forbidden;
  if (error.status >= 400 && error.status < 500 && error.body.message) return error.body.message;
  return MESSAGES.systemError;
}

/** A 422's field errors, first message per field (none for another failure). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.body.errors) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.body.errors)) out[field] = messages[0] ?? "";
  return out;
}
