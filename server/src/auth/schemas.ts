import { Type, type Static } from "typebox";

export const Message = Type.Object({ message: Type.String() });

export const UserView = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role_id: Type.Integer(),
  role: Type.Union([Type.Null(), Type.String()]),
  role_name: Type.String(),
  perfil: Type.Object(
    { id: Type.Integer(), name: Type.String() },
    { description: "The profile (role) as an object: its id and name (spec.md section 3)" },
  ),
  photo_url: Type.Union([Type.Null(), Type.String()]),
  portos: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  cargas: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  created_at: Type.String(),
});

export const TokenRequest = Type.Object({
  grant_type: Type.Union([Type.Literal("password"), Type.Literal("refresh_token")]),
  username: Type.Optional(Type.String({ maxLength: 255 })),
  email: Type.Optional(Type.String({ maxLength: 255 })),
  password: Type.Optional(Type.String({ maxLength: 255 })),
  refresh_token: Type.Optional(Type.String({ maxLength: 255 })),
  client_id: Type.Optional(Type.Union([Type.String(), Type.Integer()])),
  client_secret: Type.Optional(Type.String()),
  scope: Type.Optional(Type.String()),
});
export type TokenRequest = Static<typeof TokenRequest>;

export const TokenResponse = Type.Object({
  token_type: Type.Literal("Bearer"),
  expires_in: Type.Integer(),
  access_token: Type.String(),
  refresh_token: Type.String(),
});

const email = Type.String({ minLength: 1, maxLength: 255, format: "email" });
/** An account's address and the password chosen for it, typed twice. */
const newCredentials = {
  email,
  password: Type.String({ minLength: 8, maxLength: 255 }),
  password_confirmation: Type.String({ maxLength: 255 }),
};

export const RegisterBody = Type.Object({ name: Type.String({ minLength: 1, maxLength: 255 }), ...newCredentials });
export type RegisterBody = Static<typeof RegisterBody>;

export const ForgotBody = Type.Object({ email });
export const ResetBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 255 }), ...newCredentials });
export type ResetBody = Static<typeof ResetBody>;

export const LogoutBody = Type.Object({ refresh_token: Type.Optional(Type.String({ maxLength: 255 })) });

export const ValidationErrorBody = Type.Object({
  message: Type.String(),
  errors: Type.Record(Type.String(), Type.Array(Type.String())),
});
