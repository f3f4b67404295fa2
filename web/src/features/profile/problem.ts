import { answered, NOT_REACHED } from "@/api/client";

/** The server's words for a failed request (field messages first). */
export function problem(error: unknown): string {
  if (!answered(error)) return NOT_REACHED.write;
  const fields = Object.values(error.body.errors ?? {}).flat();
  if (fields.length) return fields.join(" ");
  return error.body.message ?? "Something went wrong. Try again.";
}
