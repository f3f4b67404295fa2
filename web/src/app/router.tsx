import { isClient, ROUTE_ACCESS } from "@lineup/shared";
import { Suspense, lazy } from "react";
import { useSnapshot } from "valtio";
import { Redirect, Route, Switch } from "wouter";
import { NotFoundPage } from "../features/placeholder/not-found-page";
import { currentUser, session } from "../state/session";
import { AuthLayout } from "./auth-layout";
import { RouteGuard } from "./route-guard";
import { ScreenBoundary } from "./screen-boundary";
import { ScreenLoader } from "./screen-loader";
import { preloadScreen, SCREENS } from "./screens";

// The wall screen is its own chunk: a room display never downloads the back office.
const WallPage = lazy(() => import("../features/wall/wall-page").then((m) => ({ default: m.WallPage })));
// So is the logged-in layout (menu, top bar, all of Mantine's styles): the login page never downloads it. A stored
// session fetches it at once, beside the app's own start, not after it.
const loadAppLayout = () => import("./app-layout");
const AppLayout = lazy(() => loadAppLayout().then((m) => ({ default: m.AppLayout })));
const signedIn = currentUser(session);
if (signedIn) {
  void loadAppLayout();
  preloadScreen(window.location, isClient(signedIn));
}
const DialogsHost = lazy(() => import("./dialogs-host").then((m) => ({ default: m.DialogsHost })));

/** Every route of spec.md section 2, guarded by the shared ROUTE_ACCESS table. */
export function AppRouter() {
  const user = currentUser(useSnapshot(session));
  return (
    <>
      {user && (
        <Suspense fallback={null}>
          <DialogsHost />
        </Suspense>
      )}
      <Switch>
        {/* Public wall screen: its display token is its only credential, no login and no app layout. */}
        <Route path="/wall/:token">
          {(params) => (
            <ScreenBoundary>
              <Suspense fallback={<ScreenLoader />}>
                <WallPage token={params.token} />
              </Suspense>
            </ScreenBoundary>
          )}
        </Route>
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
                  <ScreenBoundary>
                    <Suspense fallback={<ScreenLoader />}>
                      <Layout>
                        {/* Inside the layout: menu and top bar stay while a screen loads, or if it fails. */}
                        <ScreenBoundary>
                          <Suspense fallback={<ScreenLoader />}>{screen ? screen(params) : <NotFoundPage />}</Suspense>
                        </ScreenBoundary>
                      </Layout>
                    </Suspense>
                  </ScreenBoundary>
                </RouteGuard>
              )}
            </Route>
          );
        })}
        <Route>
          {user ? (
            <Suspense fallback={<ScreenLoader />}>
              <AppLayout>
                <NotFoundPage />
              </AppLayout>
            </Suspense>
          ) : (
            <AuthLayout>
              <NotFoundPage />
            </AuthLayout>
          )}
        </Route>
      </Switch>
    </>
  );
}
