import { isRecord, MESSAGES } from "@lineup/shared";
import { navigate } from "wouter/use-browser-location";
import { loginPathFor } from "../shared/return-to";
import { adoptTokens, clearSession, session, setTokens } from "../state/session";
import { notifyError } from "../shared/notify";
import { noteAnswer } from "../shared/offline-cache";
import { abortedWhenOffline } from "../shared/live/connectivity";
import { saveKeys } from "../shared/api/save-keys";
import { ApiError, errorBodyOf, NOT_REACHED, tokensIn } from "./answers";
import { newestPair, recordRotation, withStoredLock } from "./rotations";
import { API_BASE, type ApiAnswer, type ApiArgs, type ApiMethod, type ApiPath } from "./operations";
import type { ErrorBody } from "./types";

export { ApiError, answered, NOT_REACHED } from "./answers";

type QueryValue = string | number | boolean;

/** A request as the client sends it, once its operation's types have been checked (see `api`). */
interface RequestOptions {
  method?: ApiMethod;
  params?: Readonly<Record<string, string | number>>;
  /** JSON body, or a FormData sent as multipart. */
  body?: unknown;
  /** Lists travel as `key[]=value` for each value. */
  query?: Readonly<Record<string, QueryValue | readonly QueryValue[] | undefined>>;
  /** Send the bearer token and handle 401 by refreshing (default true). */
  auth?: boolean;
  /** Leave all notices to the caller (401 still ends a dead session). */
  silent?: boolean;
  /** Ends the request when aborted: it fails as one that could not reach the server (status 0). */
  signal?: AbortSignal;
  /** No time limit (WRITE_LIMIT_MS): a write that sends mail (`ApiOptions.untimed`). */
  untimed?: boolean;
  /** Sent as `Idempotency-Key` (see `createKeys`). */
  idempotencyKey?: string;
}

/**
 * How long a write waits for its answer when its caller sets no limit of its own (a save answers within a second or
 * two, on a slow link too); it is given up sooner once the page finds itself offline (its live rooms lost the
 * server). On a link that died without a word the browser would wait many minutes, the Save button spinning; given
 * up, the write fails as one that could not reach the server, and the form keeps what was typed. Uploads (a FormData
 * body), files (`apiBlob`, `apiFile`) and writes that send mail (`untimed`) have no limit.
 */
export const WRITE_LIMIT_MS = 30_000;

/** The time limit of a JSON write whose caller passed no signal of its own (see WRITE_LIMIT_MS). */
function writeLimit(options: RequestOptions) {
  const write = (options.method ?? "GET") !== "GET" && !(options.body instanceof FormData);
  return write && !options.signal && !options.untimed ? abortedWhenOffline(WRITE_LIMIT_MS) : undefined;
}

function buildUrl(path: string, { params, query }: RequestOptions): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? "")));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (Array.isArray(value)) for (const each of value) search.append(`${key}[]`, String(each));
    else if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_BASE}${filled}${qs ? `?${qs}` : ""}`;
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
  if (options.idempotencyKey) headers.set("Idempotency-Key", options.idempotencyKey);
  return fetch(buildUrl(path, options), { method: options.method ?? "GET", headers, body, signal: options.signal });
}

async function readBody(res: Response): Promise<ErrorBody> {
  try {
    return errorBodyOf(await res.json());
  } catch {
    return {};
  }
}

/** How a refresh ended: a fresh pair, the session is over, or the server could not be reached. */
type RefreshOutcome = "refreshed" | "rejected" | "unreachable";

/**
 * Web Lock held by the one tab refreshing: refresh tokens rotate, so two tabs spending the same one would log each
 * other out.
 */
const REFRESH_LOCK = "lineup-token-refresh";

/** Runs `task` while holding the refresh lock across tabs (a lock of their own where the browser has no Web Locks). */
async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator === "undefined" || !("locks" in navigator)) return withStoredLock(task);
  return navigator.locks.request(REFRESH_LOCK, task);
}

/**
 * Inside the lock: takes the newest pair when this tab or another has already replaced the expired access token
 * (another tab's rotation is found in the journal, which every tab reads as it is now), and otherwise spends the
 * refresh token once and records the rotation before the lock is let go.
 */
async function refreshUnderLock(expired: string | null): Promise<RefreshOutcome> {
  const held = session.refreshToken;
  if (!held) return "rejected";
  const newer = await newestPair(held);
  if (newer) adoptTokens(newer);
  if (session.accessToken !== expired) return "refreshed";
  const spent = session.refreshToken;
  if (!spent) return "rejected";
  let res: Response;
  try {
    res = await send(
      "/oauth/token",
      {
        method: "POST",
        body: { grant_type: "refresh_token", refresh_token: spent },
        // Every request of every tab waits for this one (the lock): a dead link must not hold them for minutes.
        signal: AbortSignal.timeout(WRITE_LIMIT_MS),
      },
      false,
    );
  } catch {
    return "unreachable";
  }
  const tokens = res.ok ? tokensIn(await res.json()) : null;
  if (!tokens) return res.status === 400 || res.status === 401 ? "rejected" : "unreachable";
  await recordRotation(spent, tokens);
  setTokens(tokens);
  return "refreshed";
}

let refreshing: Promise<RefreshOutcome> | null = null;

/** One refresh at a time in this tab (concurrent 401s wait for the same attempt) and across tabs (the lock). */
function refreshOnce(expired: string | null): Promise<RefreshOutcome> {
  refreshing ??= withRefreshLock(() => refreshUnderLock(expired)).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * A valid access token in place of `expired` (the one the live socket was closed for):
 * another tab's fresh one, or a refreshed one. Null when the session is over (it is then
 * ended, as a 401 would); throws when the server cannot be reached, so the caller retries.
 */
export async function refreshAccessToken(expired: string | null = session.accessToken): Promise<string | null> {
  const outcome = await refreshOnce(expired);
  if (outcome === "unreachable") throw new Error("the server could not be reached to refresh the session");
  if (outcome === "rejected") {
    endSession();
    return null;
  }
  return session.accessToken;
}

/** The session is dead: forget it, say so once, and go to the login screen (which brings the person back here). */
function endSession(): void {
  const hadSession = session.accessToken !== null || session.refreshToken !== null || session.user !== null;
  clearSession();
  if (hadSession) notifyError(MESSAGES.unauthenticated);
  // Several requests may find the session dead at once: the first one sends the person to login, with the page to come
  // back to.
  if (location.pathname === "/login") return;
  navigate(loginPathFor(`${location.pathname}${location.search}`), { replace: true });
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
    const used = session.accessToken;
    res = await send(path, options, auth);
    if (res.status === 401 && auth) {
      const outcome = await refreshOnce(used);
      if (outcome === "unreachable") throw new Error("the server could not be reached to refresh the session");
      if (outcome === "refreshed") res = await send(path, options, auth);
      if (res.status === 401) {
        endSession();
        throw new ApiError(401, await readBody(res));
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (!options.silent) notifyError((options.method ?? "GET") === "GET" ? NOT_REACHED.read : NOT_REACHED.write);
    throw new ApiError(0, { message: String(error) });
  }
  if (!res.ok) {
    const body = await readBody(res);
    if (!options.silent) notifyFailure(res.status, body);
    throw new ApiError(res.status, body);
  }
  noteAnswer(res);
  return res;
}

/**
 * The keys of the signed-in POSTs (creates, sends), one slot per address: a POST sent again with the same body after
 * its outcome was unknown (no answer, given up after WRITE_LIMIT_MS, a 5xx) carries the first one's `Idempotency-Key`,
 * so the server answers it as the first time instead of creating or sending twice (server/src/http/idempotency.ts).
 */
const createKeys = saveKeys<string>();

/** Sends the request within its time limit (writeLimit) and reads its answer's JSON. */
async function answer(path: string, options: RequestOptions): Promise<unknown> {
  const limit = writeLimit(options);
  try {
    const res = await request(path, limit ? { ...options, signal: limit.signal } : options);
    const text = res.status === 204 ? "" : await res.text();
    return text ? JSON.parse(text) : null;
  } finally {
    limit?.stop();
  }
}

/**
 * Calls the operation at `path` (`"/lineups/{id}"`, its `{…}` filled from `params`) with `method` (GET when left
 * out) and returns its answer's JSON (null for 204), typed by the operation: the path, query and body are checked
 * against the OpenAPI description, and no caller names the answer's type. Throws ApiError on failure.
 *
 * The one answer taken on trust is here, in this signature: the route's response schema shapes it (the server
 * serializes by it) and the description names that schema's type; checking every answer at run time would bring
 * the schemas (TypeBox) into the bundle.
 */
export function api<P extends ApiPath<M>, M extends ApiMethod = "GET">(
  path: P,
  ...options: ApiArgs<P, M>
): Promise<ApiAnswer<P, M>>;
export async function api(path: string, options: RequestOptions = {}): Promise<unknown> {
  // A line-up save carries its own key in its body (`save_id`, kept the same way): keyed once, not twice.
  const ownKey = isRecord(options.body) && "save_id" in options.body;
  const keyed = options.method === "POST" && !(options.body instanceof FormData) && options.auth !== false && !ownKey;
  if (!keyed) return answer(path, options);
  return createKeys(buildUrl(path, options), options.body, (key) => answer(path, { ...options, idempotencyKey: key }));
}

/**
 * Calls the operation for a file (the line-up spreadsheet): the same token, refresh and failure handling as `api`,
 * the body as a Blob.
 */
export function apiBlob<P extends ApiPath<M>, M extends ApiMethod = "GET">(
  path: P,
  ...options: ApiArgs<P, M>
): Promise<Blob>;
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  return (await request(path, options)).blob();
}

/**
 * A file answer: its bytes, and the name the server gave it (`Content-Disposition: attachment; filename="…"`), if
 * any.
 */
export interface DownloadedFile {
  blob: Blob;
  name: string | null;
}

/** Calls the operation and returns the file it answers with, named as the server names it. */
export function apiFile<P extends ApiPath<M>, M extends ApiMethod = "GET">(
  path: P,
  ...options: ApiArgs<P, M>
): Promise<DownloadedFile>;
export async function apiFile(path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  const res = await request(path, options);
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? null;
  return { blob: await res.blob(), name };
}
