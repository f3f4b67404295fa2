import { ApiError, api } from "@/api/client";

/** Slack between an entry's time and its row's `updated_at` written by the same save (ms). */
const SAME_SAVE_MS = 2_000;

/**
 * Whether the row of an entry made at `at` has changed since: read by `GET /lineups/{id}` (a row
 * gone since counts as changed). Null when that cannot be told (no answer): the caller decides.
 */
export async function rowChangedSince(lineupId: number, at: string): Promise<boolean | null> {
  try {
    const row = await api("/lineups/{id}", { params: { id: lineupId }, silent: true });
    if (!row.updated_at) return null;
    return Date.parse(row.updated_at) > Date.parse(at) + SAME_SAVE_MS;
  } catch (error) {
    return error instanceof ApiError && error.status === 404 ? true : null;
  }
}
