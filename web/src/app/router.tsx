import { ROUTE_ACCESS } from "@lineup/shared";
import { useSnapshot } from "valtio";
import { Redirect, Route, Switch } from "wouter";
import { NotFoundPage } from "../features/placeholder/not-found-page";
import { WallPage } from "../features/wall/wall-page";
import { currentUser, session } from "../state/session";
import { AppLayout } from "./app-layout";
import { AuthLayout } from "./auth-layout";
import { RouteGuard } from "./route-guard";
import { SCREENS } from "./screens";

/** Every route of spec.md section 2, guarded by the shared ROUTE_ACCESS table. */
export function AppRouter() {
  const user = currentUser(useSnapshot(session));
  return (
    <Switch>
      {/* Public wall screen: its display token is its only credential, no login and no app layout. */}
      <Route path="/wall/:token">{(params) => <WallPage token={params.token} />}</Route>
      <Route path="/">
        <Redirect to="/dashboard" replace />
      </Route>
      {ROUTE_ACCESS.map(({ pattern, access }) => {
        const screen = SCREENS[pattern];
        const Layout = access === "guest" ? AuthLayout : AppLayout;
        return (
          <Route key={pattern} path={pattern}>
            {(params) => (
              <RouteGuard access={access}>
                <Layout>{screen ? screen(params) : <NotFoundPage />}</Layout>
              </RouteGuard>
            )}
          </Route>
        );
      })}
      <Route>
        {user ? (
          <AppLayout>
            <NotFoundPage />
          </AppLayout>
        ) : (
          <AuthLayout>
            <NotFoundPage />
          </AuthLayout>
        )}
      </Route>
    </Switch>
  );
}
