import type { ReactNode } from "react";
import { ForgotPasswordPage } from "../features/auth/forgot-password-page";
import { LoginPage } from "../features/auth/login-page";
import { RegisterPage } from "../features/auth/register-page";
import { ResetPasswordPage } from "../features/auth/reset-password-page";
import { DashboardPage } from "../features/dashboard/dashboard-page";
import { ActivitiesPage } from "../features/activity/activities-page";
import { ActivityDetailPage } from "../features/activity/activity-detail-page";
import { CommTypeFormPage } from "../features/comms/comm-type-form-page";
import { CommTypesListPage } from "../features/comms/comm-types-list-page";
import { DisplaysPage } from "../features/displays/displays-page";
import { EmailInformationPage } from "../features/email-information/email-information-page";
import { FieldsPage } from "../features/fields/fields-page";
import { InputDateTestPage } from "../features/input-date-test/input-date-test-page";
import { LineupsBoardPage } from "../features/lineups/board/lineups-board-page";
import { LineupFormModal, LineupFormPage } from "../features/lineups/form/lineup-form-page";
import { PortFormPage } from "../features/ports/port-form-page";
import { PortsListPage } from "../features/ports/ports-list-page";
import { UserFormPage } from "../features/users/user-form-page";
import { UsersListPage } from "../features/users/users-list-page";
import { ProfilePage } from "../features/profile/profile-page";

type Params = Record<string, string | undefined>;

/** What each route pattern of ROUTE_ACCESS renders. */
export const SCREENS: Record<string, (params: Params) => ReactNode> = {
  "/login": () => <LoginPage />,
  "/register": () => <RegisterPage />,
  "/password/reset": () => <ResetPasswordPage />,
  "/password/email": () => <ForgotPasswordPage />,
  "/dashboard": () => <DashboardPage />,
  "/perfil": () => <ProfilePage />,
  "/cargas_tipos/adicionar": () => <CommTypeFormPage />,
  "/cargas_tipos/editar/:id": (p) => <CommTypeFormPage key={p.id} id={p.id} />,
  "/cargas_tipos/listar": () => <CommTypesListPage />,
  "/lineups/adicionar": () => <LineupFormPage />,
  "/lineups/editar/:id": (p) => <LineupFormPage key={p.id} id={p.id} />,
  "/lineups/listar": () => <LineupsBoardPage FormModal={LineupFormModal} />,
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
};
