import { Type, type Static } from "typebox";
import { nullable } from "./common";

/**
 * The activity log as its routes answer it (server/src/activity/routes.ts). Imported by path, not through the
 * package's index, so the web takes the types without TypeBox.
 */

/** What an entry recorded of its subject before or after: open-ended, each subject keeps its own fields. */
const snapshot = nullable(
  Type.Record(Type.String(), Type.Unknown(), { description: "The subject's fields as recorded (open-ended)" }),
);

export const Activity = Type.Object({
  id: Type.Integer(),
  description: Type.String(),
  action: Type.String({ description: "criou, editou, excluiu, atualizou, …" }),
  subject_type: Type.String({ description: "What it was done to: lineups, portos, users, …" }),
  subject_id: nullable(Type.Integer()),
  created_at: Type.String(),
  user_id: nullable(Type.Integer()),
  user_name: nullable(Type.String({ description: "Null once the user is deleted" })),
});
export type Activity = Static<typeof Activity>;

/** One changed field of an entry: its values before and after, as recorded (any JSON). */
export const ActivityChange = Type.Object({
  field: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  label: Type.String({ description: "The field's name as people read it" }),
});
export type ActivityChange = Static<typeof ActivityChange>;

/** `GET /logs/users/{id}`: an entry with what it recorded and the fields it changed. */
export const ActivityDetail = Type.Object({
  ...Activity.properties,
  old_model: snapshot,
  new_model: snapshot,
  changes: Type.Array(ActivityChange),
});
export type ActivityDetail = Static<typeof ActivityDetail>;
