import type { ApiAnswer } from "./operations";

/**
 * Response shapes of the auth and profile endpoints (spec.md section 7). `User` stays written out: it is also what
 * the session keeps in storage (`storedUserIn`), without the profile object (`perfil`) the description adds.
 */
export interface NamedRef {
  id: number;
  name: string;
}

export interface User {
  id: number;
  name: string;
  email: string;
  role_id: number;
  /** Free-text job title; may be empty, then the role name is shown. */
  role: string | null;
  role_name: string;
  photo_url: string | null;
  portos: readonly NamedRef[];
  cargas: readonly NamedRef[];
  created_at: string;
}

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
}
