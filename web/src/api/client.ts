import { MESSAGES } from "@lineup/shared";
import { navigate } from "wouter/use-browser-location";
import { clearSession, session, setTokens } from "../state/session";
import { notifyError } from "../shared/notify";
import type { ErrorBody, TokenResponse } from "./types";

const BASE = "/api/v1";

/** A non-2xx answer (status 0 when the server could not be reached). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message ?? `HTTP ${status}`);
  }
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** JSON body, or a FormData sent as multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Send the bearer token and handle 401 by refreshing (default true). */
  auth?: boolean;
  /** Leave all notices to the caller (401 still ends a dead session). */
  silent?: boolean;
}

function buildUrl(path: string, query: RequestOptions["query"]): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value));
  const qs = params.toString();
  return `${BASE}${path}${qs ? `?${qs}` : ""}`;
}

async function send(path: string, options: RequestOptions, auth: boolean): Promise<Response> {
  const headers = new Headers({ Accept: "application/json" });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.body);
  }
  if (auth && session.accessToken) headers.set("Authorization", `Bearer ${session.accessToken}`);
  return fetch(buildUrl(path, options.query), { method: options.method ?? (body ? "POST" : "GET"), headers, body });
}

async function readBody(res: Response): Promise<ErrorBody> {
  try {
    const data: unknown = await res.json();
    return data && typeof data === "object" ? (data as ErrorBody) : {};
  } catch {
    return {};
  }
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: concurrent 401s wait for the same attempt (refresh tokens rotate). */
function refreshOnce(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = session.refreshToken;
    if (!refreshToken) return false;
    try {
      const res = await send("/oauth/token", { body: { grant_type: "refresh_token", refresh_token: refreshToken } }, false);
      if (!res.ok) return false;
      setTokens((await res.json()) as TokenResponse);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Refreshes the access token (for the live socket's close 4401); the new token, or null when the session is over. */
export async function refreshAccessToken(): Promise<string | null> {
  return (await refreshOnce()) ? session.accessToken : null;
}

/** The session is dead: forget it, say so once, and go to the login screen. */
function endSession(): void {
  const hadSession = session.accessToken !== null || session.refreshToken !== null || session.user !== null;
  clearSession();
  if (hadSession) notifyError(MESSAGES.unauthenticated);
  navigate("/login", { replace: true });
}

/** Global response handling of spec.md section 8. */
function notifyFailure(status: number, body: ErrorBody): void {
  if (status === 403) notifyError(MESSAGES.forbidden);
  else if (status === 422) notifyError(MESSAGES.checkForm);
  else if (status !== 400 && status !== 401 && !body.errors) notifyError(MESSAGES.systemError);
}

/** Sends the request (refreshing the token once on a 401) and returns the 2xx response; throws ApiError otherwise. */
async function request(path: string, options: RequestOptions): Promise<Response> {
  const auth = options.auth ?? true;
  let res: Response;
  try {
    res = await send(path, options, auth);
    if (res.status === 401 && auth) {
      if (await refreshOnce()) res = await send(path, options, auth);
      if (res.status === 401) {
        endSession();
        throw new ApiError(401, await readBody(res));
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (!options.silent) notifyError(MESSAGES.systemError);
    throw new ApiError(0, { message: String(error) });
  }
  if (!res.ok) {
    const body = await readBody(res);
    if (!options.silent) notifyFailure(res.status, body);
    throw new ApiError(res.status, body);
  }
  return res;
}

/** Calls the API and returns the parsed JSON (null for 204); throws ApiError on failure. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const res = await request(path, options);
  if (res.status === 204) return null as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** Calls the API for a file (the line-up spreadsheet): the same token, refresh and failure handling as apiRequest, the body as a Blob. */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  return (await request(path, options)).blob();
}
