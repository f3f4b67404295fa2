import { mayOpen, type RouteAccess } from "@lineup/shared";
import type { ReactNode } from "react";
import { useSnapshot } from "valtio";
import { Redirect, useLocation, useSearch } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import { loginPathFor, returnPath } from "../shared/return-to";
import { currentUser, session } from "../state/session";
import { DENIED_STATE, isDeniedState } from "../state/access-denied";

/**
 * Lets through only who may open the route (spec.md section 2). A guest is sent
 * to /login, which brings them back to the page asked for; a logged-in user on a
 * guest route goes there too (or to /dashboard), except on the login screen
 * reached from a denied route (it then explains why).
 */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const user = currentUser(useSnapshot(session));
  const denied = isDeniedState(useHistoryState<unknown>());
  const [path] = useLocation();
  const search = useSearch();
  if (mayOpen(user, access)) return <>{children}</>;
  if (access === "guest")
    return denied ? <>{children}</> : <Redirect to={returnPath(new URLSearchParams(search).get("next"))} replace />;
  if (user) return <Redirect to="/login" replace state={DENIED_STATE} />;
  return <Redirect to={loginPathFor(search ? `${path}?${search}` : path)} replace />;
}
