import { Type, type Static } from "typebox";

/**
 * The wire shapes of personal API tokens (issue 23: `/me/api-tokens`, `/admin/api-tokens`), for the
 * server's route schemas and the web's types alike. Imported by path, not through the package's
 * index, so the web takes the types without TypeBox.
 */

const when = (description: string) => Type.Union([Type.String({ format: "date-time" }), Type.Null()], { description });

/** A token as its owner and admins see it: never the token itself. */
export const ApiToken = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  prefix: Type.String({ description: "The token's first characters, to tell tokens apart (`lub_Ab12Cd34`)" }),
  access: Type.Union([Type.Literal("read"), Type.Literal("write")], {
    description: "`read`: GET requests only; `write`: whatever the owner may do",
  }),
  expires_at: when("When it stops working; null: never"),
  last_used_at: when("Its last use (noted at most once a minute)"),
  last_used_from: Type.Union([Type.String(), Type.Null()], { description: "The client address of its last use" }),
  revoked_at: when("When it was revoked; null: it works"),
  created_at: Type.String({ format: "date-time" }),
});
export type ApiToken = Static<typeof ApiToken>;

/** A token with its owner, as admins list them. */
export const OwnedApiToken = Type.Intersect([
  ApiToken,
  Type.Object({ user: Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() }) }),
]);
export type OwnedApiToken = Static<typeof OwnedApiToken>;

/** `POST /me/api-tokens`. */
export const NewApiToken = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100, description: 'What uses it ("Terminal ERP sync")' }),
  access: Type.Union([Type.Literal("read"), Type.Literal("write")]),
  expires_at: Type.Optional(Type.String({ format: "date-time", description: "Omitted: the token does not expire" })),
});
export type NewApiToken = Static<typeof NewApiToken>;

/** A new token, with the token itself: shown this once. */
export const CreatedApiToken = Type.Intersect([
  ApiToken,
  Type.Object({ token: Type.String({ description: "The token itself (`lub_…`): shown this once, never again" }) }),
]);
export type CreatedApiToken = Static<typeof CreatedApiToken>;
