import type { ReactNode } from "react";
import { ForgotPasswordPage } from "../features/auth/forgot-password-page";
import { LoginPage } from "../features/auth/login-page";
import { RegisterPage } from "../features/auth/register-page";
import { ResetPasswordPage } from "../features/auth/reset-password-page";
import { DashboardPage } from "../features/dashboard/dashboard-page";
import { PlaceholderPage } from "../features/placeholder/placeholder-page";
import { ProfilePage } from "../features/profile/profile-page";

type Params = Record<string, string | undefined>;

/** Titles of the generic field lists, by the last path segment (spec.md section 2). */
const FIELD_TITLES: Record<string, string> = {
  navios: "Vessels",
  agencias: "Agencies",
  afretadores: "Charterers",
  trabalhadores: "Charterers",
  recebedores: "Receivers | Shippers",
  lineup_porto: "Ports of destination",
};

const placeholder = (title: string) => () => <PlaceholderPage title={title} />;

/** What each route pattern of ROUTE_ACCESS renders. */
export const SCREENS: Record<string, (params: Params) => ReactNode> = {
  "/login": () => <LoginPage />,
  "/register": () => <RegisterPage />,
  "/password/reset": () => <ResetPasswordPage />,
  "/password/email": () => <ForgotPasswordPage />,
  "/dashboard": () => <DashboardPage />,
  "/perfil": () => <ProfilePage />,
  "/cargas_tipos/adicionar": placeholder("New comm type"),
  "/cargas_tipos/editar/:id": placeholder("Edit comm type"),
  "/cargas_tipos/listar": placeholder("Comm"),
  "/lineups/adicionar": placeholder("New line-up"),
  "/lineups/editar/:id": placeholder("Edit line-up"),
  "/lineups/listar": placeholder("Line-ups"),
  "/portos/adicionar": placeholder("New port"),
  "/portos/editar/:id": placeholder("Edit port"),
  "/portos/listar": placeholder("Ports"),
  "/usuarios/adicionar": placeholder("New user"),
  "/usuarios/editar/:id": placeholder("Edit user"),
  "/usuarios/listar": placeholder("Users"),
  "/usuarios/atividades": placeholder("Activities"),
  "/usuarios/atividades/:id": placeholder("Activity detail"),
  "/campos/:tipo": (params) => <PlaceholderPage title={FIELD_TITLES[params.tipo ?? ""] ?? "Fields"} />,
  "/email_information": placeholder("Email Information"),
  "/inputdate/test": placeholder("Input date test"),
  "/displays": placeholder("Displays"),
};
