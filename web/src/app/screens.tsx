import { lazy, Suspense, useState, type ComponentProps, type ComponentType, type ReactNode } from "react";
import type { BoardFormModal } from "../features/lineups/board/lineups-board-page";
import { preloadBoard } from "../features/lineups/board/api/preload-board";
import { WatchSlotsContext } from "../shared/watch-slots";
import { queryClient } from "./query-client";

/** A screen loaded on first use: each route is its own chunk, so a first visit downloads only what it shows. */
function screen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

const ForgotPasswordPage = screen(() =>
  import("../features/auth/forgot-password-page").then((m) => m.ForgotPasswordPage),
);
const LoginPage = screen(() => import("../features/auth/login-page").then((m) => m.LoginPage));
const RegisterPage = screen(() => import("../features/auth/register-page").then((m) => m.RegisterPage));
const ResetPasswordPage = screen(() => import("../features/auth/reset-password-page").then((m) => m.ResetPasswordPage));
const DashboardPage = screen(() => import("../features/dashboard/dashboard-page").then((m) => m.DashboardPage));
const StatisticsPage = screen(() => import("../features/statistics/statistics-page").then((m) => m.StatisticsPage));
const ActivitiesPage = screen(() => import("../features/activity/activities-page").then((m) => m.ActivitiesPage));
const ActivityDetailPage = screen(() =>
  import("../features/activity/activity-detail-page").then((m) => m.ActivityDetailPage),
);
const CommTypeFormPage = screen(() => import("../features/comms/comm-type-form-page").then((m) => m.CommTypeFormPage));
const CommTypesListPage = screen(() =>
  import("../features/comms/comm-types-list-page").then((m) => m.CommTypesListPage),
);
const ConsistencyPage = screen(() => import("../features/consistency/consistency-page").then((m) => m.ConsistencyPage));
const BackupsPage = screen(() => import("../features/backups/backups-page").then((m) => m.BackupsPage));
const DistributionListsPage = screen(() =>
  import("../features/distribution/distribution-lists-page").then((m) => m.DistributionListsPage),
);
const DistributionListFormPage = screen(() =>
  import("../features/distribution/list-form-page").then((m) => m.ListFormPage),
);
const DistributionListPage = screen(() =>
  import("../features/distribution/list-detail-page").then((m) => m.ListDetailPage),
);
const DisplaysPage = screen(() => import("../features/displays/displays-page").then((m) => m.DisplaysPage));
const EmailInformationPage = screen(() =>
  import("../features/email-information/email-information-page").then((m) => m.EmailInformationPage),
);
const FieldsPage = screen(() => import("../features/fields/fields-page").then((m) => m.FieldsPage));
const InputDateTestPage = screen(() =>
  import("../features/input-date-test/input-date-test-page").then((m) => m.InputDateTestPage),
);
const LineupFormPage = screen(() => import("../features/lineups/form/lineup-form-page").then((m) => m.LineupFormPage));
const PortFormPage = screen(() => import("../features/ports/port-form-page").then((m) => m.PortFormPage));
const PortsListPage = screen(() => import("../features/ports/ports-list-page").then((m) => m.PortsListPage));
const UserFormPage = screen(() => import("../features/users/user-form-page").then((m) => m.UserFormPage));
const UsersListPage = screen(() => import("../features/users/users-list-page").then((m) => m.UsersListPage));
const ProfilePage = screen(() => import("../features/profile/profile-page").then((m) => m.ProfilePage));
const WatchesPage = screen(() => import("../features/watches/watches-page").then((m) => m.WatchesPage));
const WebhooksPage = screen(() => import("../features/watches/webhooks-page").then((m) => m.WebhooksPage));
const WebhookPage = screen(() => import("../features/watches/webhook-detail-page").then((m) => m.WebhookDetailPage));
const LineupFormModal = screen(() =>
  import("../features/lineups/form/lineup-form-page").then((m) => m.LineupFormModal),
);

/**
 * The board's row form, fetched when it is first opened (a board that is only read never downloads the form),
 * then kept mounted so it closes with its animation.
 */
function FormModalOnDemand(props: ComponentProps<BoardFormModal>) {
  const [wanted, setWanted] = useState(false);
  if (props.target !== null && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <LineupFormModal {...props} />
    </Suspense>
  ) : null;
}

// The board opens its row form in a modal, and its watch controls come from the watches feature; the
// features meet here, where the app composes them.
const loadBoardScreen = () =>
  Promise.all([import("../features/lineups/board/lineups-board-page"), import("../features/watches/watch-buttons")]);
const LineupsBoardScreen = screen(async () => {
  const [board, watches] = await loadBoardScreen();
  return function LineupsBoard() {
    return (
      <WatchSlotsContext.Provider value={watches.BOARD_WATCH_SLOTS}>
        <board.LineupsBoardPage FormModal={FormModalOnDemand} />
      </WatchSlotsContext.Provider>
    );
  };
});

/**
 * A signed-in screen opened or reloaded at `location`: what it will need starts now, beside the layout's code,
 * instead of each part a round trip after the last (on a slow link, 150 ms each). The board: its code and its two
 * reads, under the keys the board page reads them by.
 */
export function preloadScreen(location: { pathname: string; search: string }, client: boolean): void {
  if (location.pathname !== "/lineups/listar") return;
  void loadBoardScreen();
  preloadBoard(queryClient, location.search, client);
}

type Params = Record<string, string | undefined>;

/** What each route pattern of ROUTE_ACCESS renders. */
export const SCREENS: Record<string, (params: Params) => ReactNode> = {
  "/login": () => <LoginPage />,
  "/register": () => <RegisterPage />,
  "/password/reset": () => <ResetPasswordPage />,
  "/password/email": () => <ForgotPasswordPage />,
  "/dashboard": () => <DashboardPage />,
  "/statistics": () => <StatisticsPage />,
  "/perfil": () => <ProfilePage />,
  "/cargas_tipos/adicionar": () => <CommTypeFormPage />,
  "/cargas_tipos/editar/:id": (p) => <CommTypeFormPage key={p.id} id={p.id} />,
  "/cargas_tipos/listar": () => <CommTypesListPage />,
  "/lineups/adicionar": () => <LineupFormPage />,
  "/lineups/editar/:id": (p) => <LineupFormPage key={p.id} id={p.id} />,
  "/lineups/listar": () => <LineupsBoardScreen />,
  "/portos/adicionar": () => <PortFormPage />,
  "/portos/editar/:id": (p) => <PortFormPage key={p.id} id={p.id} />,
  "/portos/listar": () => <PortsListPage />,
  "/usuarios/adicionar": () => <UserFormPage />,
  "/usuarios/editar/:id": (p) => <UserFormPage key={p.id} id={p.id} />,
  "/usuarios/listar": () => <UsersListPage />,
  "/usuarios/atividades": () => <ActivitiesPage />,
  "/usuarios/atividades/:id": (p) => <ActivityDetailPage key={p.id} id={p.id ?? ""} />,
  "/campos/:tipo": (p) => <FieldsPage key={p.tipo} tipo={p.tipo ?? ""} />,
  "/email_information": () => <EmailInformationPage />,
  "/inputdate/test": () => <InputDateTestPage />,
  "/displays": () => <DisplaysPage />,
  "/backups": () => <BackupsPage />,
  "/consistency": () => <ConsistencyPage />,
  "/distribution-lists": () => <DistributionListsPage />,
  "/distribution-lists/new": () => <DistributionListFormPage />,
  "/distribution-lists/:id/edit": (p) => <DistributionListFormPage key={p.id} id={p.id} />,
  "/distribution-lists/:id": (p) => <DistributionListPage key={p.id} id={p.id ?? ""} />,
  "/watches": () => <WatchesPage />,
  "/webhooks": () => <WebhooksPage />,
  "/webhooks/:id": (p) => <WebhookPage key={p.id} id={p.id ?? ""} />,
};
