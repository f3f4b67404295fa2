import { lazy, type ComponentType, type ReactNode } from "react";

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
// The board opens its row form in a modal; the two features meet here, where the app composes them.
const LineupsBoardScreen = screen(async () => {
  const [board, form] = await Promise.all([
    import("../features/lineups/board/lineups-board-page"),
    import("../features/lineups/form/lineup-form-page"),
  ]);
  return function LineupsBoard() {
    return <board.LineupsBoardPage FormModal={form.LineupFormModal} />;
  };
});

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
};
