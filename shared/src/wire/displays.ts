import { Type, type Static } from "typebox";

/**
 * The wire shapes of wall displays (server/src/displays/routes.ts): the admin's list, a display just created with
 * its token, and what a display shows. Imported by path, not through the package's index, so the web takes the
 * types without TypeBox.
 */

const Named = Type.Object({ id: Type.Integer(), name: Type.String() });

export const Display = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  rotate_seconds: Type.Integer({ description: "Seconds each terminal stays on screen" }),
  created_at: Type.String(),
  revoked_at: Type.Union([Type.String(), Type.Null()], { description: "When it was revoked; null while it works" }),
  portos: Type.Array(Named, { description: "The ports it shows" }),
});
export type Display = Static<typeof Display>;

/** `GET /displays`: every display, newest first. */
export const DisplayList = Type.Object({ data: Type.Array(Display) });
export type DisplayList = Static<typeof DisplayList>;

/** `POST /displays`: the display made, with its token and address (shown only in this answer). */
export const CreatedDisplay = Type.Object({
  ...Named.properties,
  token: Type.String(),
  url: Type.String({ description: "The wall's address in the web app: /wall/{token}" }),
});
export type CreatedDisplay = Static<typeof CreatedDisplay>;

/** `GET /wall`: the display's name and pace, and its ports with their terminals, in the board's order. */
export const Wall = Type.Object({
  name: Type.String(),
  rotate_seconds: Type.Integer(),
  portos: Type.Array(Type.Object({ ...Named.properties, time_zone: Type.String(), terminais: Type.Array(Named) })),
});
export type Wall = Static<typeof Wall>;
