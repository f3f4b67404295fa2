import { isRecord } from "@lineup/shared";
import type { ErrorBody, NamedRef, TokenResponse, User } from "./types";

/** The client's own readings of answers it handles itself (errors, token refresh), checked field by field. */

/** A non-2xx answer (status 0 when the server could not be reached). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message ?? `HTTP ${status}`);
  }
}

/**
 * Whether a failed request got an answer from the server: an ApiError with its status. No answer at all (refused,
 * cut, given up offline) is status 0, and any other error thrown is no answer either.
 */
export const answered = (error: unknown): error is ApiError => error instanceof ApiError && error.status !== 0;

/**
 * What a person is told when a request got no answer: the server was not reached, which is no refusal and nothing
 * to reload the page for (offline, a reload would lose what the form holds).
 */
export const NOT_REACHED = {
  read: "The server could not be reached.",
  write: "The server could not be reached: what you entered is kept here. Try again once the connection is back.",
} as const;

/** `errors` of a 422: each field's messages (a field without a list of messages is left out). */
function fieldErrorsIn(value: unknown): Record<string, string[]> | undefined {
  if (!isRecord(value)) return undefined;
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value))
    if (Array.isArray(messages)) errors[field] = messages.filter((m): m is string => typeof m === "string");
  return errors;
}

/** An error answer's body as the client and its callers read it; `{}` when it is no object. */
export function errorBodyOf(data: unknown): ErrorBody {
  if (!isRecord(data)) return {};
  const body: ErrorBody = {};
  if (typeof data.message === "string") body.message = data.message;
  const errors = fieldErrorsIn(data.errors);
  if (errors) body.errors = errors;
  const { similar } = data;
  if (isRecord(similar) && typeof similar.id === "number" && typeof similar.name === "string")
    body.similar = { id: similar.id, name: similar.name };
  if ("conflicts" in data) body.conflicts = data.conflicts;
  if (data.in_progress === true) body.in_progress = true;
  return body;
}

/** A token answer (`POST /oauth/token`), or null when it is not one. */
export function tokensIn(data: unknown): TokenResponse | null {
  if (!isRecord(data)) return null;
  const { access_token, refresh_token, expires_in } = data;
  if (typeof access_token !== "string" || typeof refresh_token !== "string" || typeof expires_in !== "number")
    return null;
  return { token_type: "Bearer", access_token, refresh_token, expires_in };
}

const isNamedRef = (v: unknown): v is NamedRef => isRecord(v) && typeof v.id === "number" && typeof v.name === "string";
const textOrNull = (v: unknown) => (typeof v === "string" ? v : null);

/**
 * The person as stored by `setUser` (from `GET /me`), read field by field; null unless it names
 * a person (id, name, e-mail, role). A field a stored copy lacks takes its empty value until the
 * next `GET /me` replaces the copy.
 */
export function storedUserIn(data: unknown): User | null {
  if (!isRecord(data)) return null;
  const { id, name, email, role_id } = data;
  if (typeof id !== "number" || typeof name !== "string" || typeof email !== "string" || typeof role_id !== "number")
    return null;
  return {
    id,
    name,
    email,
    role_id,
    role: textOrNull(data.role),
    role_name: textOrNull(data.role_name) ?? "",
    photo_url: textOrNull(data.photo_url),
    portos: Array.isArray(data.portos) ? data.portos.filter(isNamedRef) : [],
    cargas: Array.isArray(data.cargas) ? data.cargas.filter(isNamedRef) : [],
    created_at: textOrNull(data.created_at) ?? "",
  };
}
