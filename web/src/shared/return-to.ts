const FALLBACK = "/dashboard";
/** Screens that make no sense to come back to after logging in. */
const GUEST_PATHS = ["/login", "/register", "/password/email", "/password/reset"];
const PROBE_ORIGIN = "http://return-to.invalid";

/**
 * Where to go after logging in: the page asked for (`next` of the login
 * address) when it is a path of this site, else the dashboard. Anything that
 * could leave the site (`//host`, `/\host`, `https://…`, `javascript:`) is refused.
 */
export function returnPath(next: string | null | undefined): string {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return FALLBACK;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return FALLBACK;
  }
  if (url.origin !== PROBE_ORIGIN || GUEST_PATHS.includes(url.pathname)) return FALLBACK;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login address that brings the person back to `path` (path and query of this site) once logged in. */
export function loginPathFor(path: string): string {
  const back = returnPath(path);
  return back === FALLBACK ? "/login" : `/login?${new URLSearchParams({ next: back }).toString()}`;
}
