import { Type, type Static } from "typebox";

/** The informational e-mail body (server/src/email/routes.ts). Imported by path, without TypeBox on the web. */

const fields = {
  description: Type.String({ description: "The body, as sanitised HTML; empty before anyone wrote it" }),
  updated_at: Type.Union([Type.String(), Type.Null()], { description: "When it was last saved" }),
};

/** `GET /email_information`. */
export const EmailInformation = Type.Object(fields);
export type EmailInformation = Static<typeof EmailInformation>;

/** `POST` and `PUT /email_information`: the body as stored, and the words saying so. */
export const SavedEmailInformation = Type.Object({ ...fields, message: Type.String() });
export type SavedEmailInformation = Static<typeof SavedEmailInformation>;
