import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "../api/client";

/**
 * Shows 422 validation errors under the form's inputs, keyed by the dotted
 * field path the server sends (`terminais.0.name`). Returns whether it did.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): boolean {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.body.errors) return false;
  for (const [field, messages] of Object.entries(error.body.errors)) {
    setError(field as Path<T>, { type: "server", message: messages[0] ?? "" });
  }
  return true;
}
