import { mayOpen, type RouteAccess } from "@lineup/shared";
import type { ReactNode } from "react";
import { useSnapshot } from "valtio";
import { Redirect } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import { currentUser, session } from "../state/session";
import { DENIED_STATE, isDeniedState } from "../state/access-denied";

/**
 * Lets through only who may open the route (spec.md section 2). A failed check
 * sends the user to /login; a logged-in user on a guest route goes to /dashboard,
 * except on the login screen reached from a denied route (it then explains why).
 */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const user = currentUser(useSnapshot(session));
  const denied = isDeniedState(useHistoryState<unknown>());
  if (mayOpen(user, access)) return <>{children}</>;
  if (access === "guest") return denied ? <>{children}</> : <Redirect to="/dashboard" replace />;
  return <Redirect to="/login" replace state={user ? DENIED_STATE : undefined} />;
}
