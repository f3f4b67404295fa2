/** Response shapes of the auth and profile endpoints (spec.md section 7). */
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

export interface TokenResponse {
  token_type: "Bearer";
  expires_in: number;
  access_token: string;
  refresh_token: string;
}

export interface MessageResponse {
  message: string;
}

/** Body of every error response; `errors` is present on 422, keyed by dotted field path. */
export interface ErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
  /** A new party refused as a near-duplicate: the listed one it looks like (sent again with `allow_similar`). */
  similar?: { id: number; name: string };
  /** A refused table save's clashes (409), read by the save that sent it. */
  conflicts?: unknown;
}
