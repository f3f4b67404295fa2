import { MESSAGES } from "@lineup/shared";
import { answered, NOT_REACHED } from "@/api/client";

/** The refusal of a save, told the way spec.md section 8 says. */
export function explainFailure(error: unknown): string {
  if (!answered(error)) return NOT_REACHED.write;
  if (error.status === 403) return MESSAGES.forbidden;
  // 404 (row gone or out of scope) and 409 (someone changed the same fields) carry a readable message.
  if ((error.status === 404 || error.status === 409) && error.body.message) return error.body.message;
  return MESSAGES.systemError;
}
