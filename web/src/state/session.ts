import { proxy } from "valtio";
import type { TokenResponse, User } from "../api/types";
import { forgetOfflineData } from "../shared/offline-cache";
import { storedUserIn } from "../api/answers";
import { forgetRotations, type TokenPair } from "../api/rotations";

const ACCESS_KEY = "access_token";
const REFRESH_KEY = "refresh_token";
const USER_KEY = "user";

interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  user: User | null;
}

function readUser(): User | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return storedUserIn(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** The logged-in session, mirrored from localStorage so it survives reloads. */
export const session = proxy<SessionState>({
  accessToken: localStorage.getItem(ACCESS_KEY),
  refreshToken: localStorage.getItem(REFRESH_KEY),
  user: readUser(),
});

/**
 * Takes the session as stored now: another tab may have refreshed the tokens
 * (refresh tokens rotate, so the old pair no longer works), logged in or out.
 */
function adoptStoredSession(): void {
  session.accessToken = localStorage.getItem(ACCESS_KEY);
  session.refreshToken = localStorage.getItem(REFRESH_KEY);
  session.user = readUser();
}

// Every tab follows the others: a refreshed pair, a login or a logout written by one is taken by all.
// (The storage event fires only in the tabs that did not write.)
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key === ACCESS_KEY || event.key === REFRESH_KEY || event.key === USER_KEY)
      adoptStoredSession();
  });
}

/** Stores a fresh token pair (after login or a refresh). */
export function setTokens(tokens: TokenResponse): void {
  localStorage.setItem(ACCESS_KEY, tokens.access_token);
  localStorage.setItem(REFRESH_KEY, tokens.refresh_token);
  session.accessToken = tokens.access_token;
  session.refreshToken = tokens.refresh_token;
}

/**
 * Takes a pair another tab stored (found in the journal of rotations) before this tab's storage shows it; the
 * storage, written by that tab, is left as it is.
 */
export function adoptTokens(pair: TokenPair): void {
  session.accessToken = pair.access_token;
  session.refreshToken = pair.refresh_token;
}

/** Stores the current user record (after login, GET /me or a profile save). */
export function setUser(user: User): void {
  // Another person on this browser: the answers kept for offline use were the last one's.
  if (session.user && session.user.id !== user.id) forgetOfflineData();
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  session.user = user;
}

/** Forgets everything about the session. */
export function clearSession(): void {
  forgetOfflineData();
  void forgetRotations();
  localStorage.removeItem(ACCESS_KEY);
  localStorage.removeItem(REFRESH_KEY);
  localStorage.removeItem(USER_KEY);
  session.accessToken = null;
  session.refreshToken = null;
  session.user = null;
}

/** A user counts as logged in when both a token and the user record are known. */
export function currentUser(state: { accessToken: string | null; user: User | null }): User | null {
  return state.accessToken && state.user ? state.user : null;
}
