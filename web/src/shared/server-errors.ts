import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { MESSAGES } from "@lineup/shared";
import { answered, ApiError, NOT_REACHED } from "../api/client";
import { notifyError } from "./notify";

/**
 * Shows 422 validation errors under the form's inputs, keyed by the dotted
 * field path the server sends (`terminais.0.name`). Returns whether it did.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): boolean {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.body.errors) return false;
  for (const [field, messages] of Object.entries(error.body.errors)) {
    // Cast: the server names each field by the form's own dotted path;
    // a form's paths are types only, not checkable here.
    setError(field as Path<T>, { type: "server", message: messages[0] ?? "" });
  }
  return true;
}

/**
 * The notice after a failed write made with `silent: true`: no answer says the server was not reached; 403 says so;
 * another refusal with a reason (404, 409, 422) shows it; a dead session (401) was already handled by the client;
 * anything else is a system error.
 */
export function notifyRefusal(error: unknown): void {
  if (!answered(error)) notifyError(NOT_REACHED.write);
  else if (error.status === 403) notifyError(MESSAGES.forbidden);
  else if (error.status > 401 && error.status < 500 && error.body.message) notifyError(error.body.message);
  else if (error.status !== 401) notifyError(MESSAGES.systemError);
}

/** A failed form save: 422 errors under the inputs with 'Please check the form', else `notifyRefusal`. */
export function notifySaveFailure<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): void {
  if (applyServerErrors(error, setError)) notifyError(MESSAGES.checkForm);
  else notifyRefusal(error);
}
