import type { ApiAnswer } from "./operations";

/** Response shapes of the auth and profile endpoints (spec.md section 7). */
export interface NamedRef {
  id: number;
  name: string;
}

/**
 * The person as `GET /me` describes them, without the profile object (`perfil`): what the session keeps in storage
 * (`storedUserIn` reads it back field by field). Its lists are read-only, as the session's snapshots give them.
 */
export type User = Omit<ApiAnswer<"/me", "GET">, "perfil" | "portos" | "cargas"> & {
  portos: readonly NamedRef[];
  cargas: readonly NamedRef[];
};

/** `POST /oauth/token`'s answer: the access token, its lifetime (seconds) and the refresh token. */
export type TokenResponse = ApiAnswer<"/oauth/token", "POST">;

/** Body of every error response; `errors` is present on 422, keyed by dotted field path. */
export interface ErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
  /** A new party refused as a near-duplicate: the listed one it looks like (sent again with `allow_similar`). */
  similar?: { id: number; name: string };
  /** A refused table save's clashes (409), read by the save that sent it. */
  conflicts?: unknown;
  /** A 409 to a create whose first request, of the same `Idempotency-Key`, is still being applied. */
  in_progress?: boolean;
}
