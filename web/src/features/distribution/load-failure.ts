import { MESSAGES } from "@lineup/shared";
import { answered, NOT_REACHED } from "@/api/client";

/**
 * Why a list cannot be shown: no answer, no permission, the server's reason (not found, not the user's), or a system
 * error.
 */
export function loadFailureText(error: Error): string {
  if (!answered(error)) return NOT_REACHED.read;
  if (error.status === 403) return MESSAGES.forbidden;
  if (error.status === 404 || error.status === 422) return error.body.message ?? "Distribution list not found.";
  return MESSAGES.systemError;
}
