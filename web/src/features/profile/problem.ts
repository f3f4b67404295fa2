import { ApiError } from "@/api/client";

/** The server's words for a failed request (field messages first). */
export function problem(error: unknown): string {
  if (error instanceof ApiError) {
    const fields = Object.values(error.body.errors ?? {}).flat();
    if (fields.length) return fields.join(" ");
    if (error.status === 0) return "The server could not be reached. Try again.";
    if (error.body.message) return error.body.message;
  }
  return "Something went wrong. Try again.";
}
