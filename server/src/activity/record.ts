import { setImmediate } from "node:timers/promises";
import type { ActivityAction } from "@lineup/shared";
import type { Db } from "../db/client";
import { activityLogs } from "../db/schema";

export interface ActivityInput {
  userId: number | null;
  action: ActivityAction;
  subjectType: string;
  subjectId?: number | null;
  description: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

const SECRET_KEYS = new Set(["password", "password_hash", "password_confirmation", "token_hash"]);

/** Drops secrets from a model before it is stored in the log. */
function scrub(model: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!model) return null;
  return Object.fromEntries(Object.entries(model).filter(([k]) => !SECRET_KEYS.has(k)));
}

const row = (input: ActivityInput) => ({
  user_id: input.userId,
  action: input.action,
  subject_type: input.subjectType,
  subject_id: input.subjectId ?? null,
  description: input.description,
  old_model: scrub(input.before),
  new_model: scrub(input.after),
});

/** Records who did what, with before and after; call it inside the write's transaction. */
export async function recordActivity(tx: Db, input: ActivityInput): Promise<void> {
  await tx.insert(activityLogs).values(row(input));
}

/** What the log says was done to a named item, by the action's code. */
const DONE = { criou: "created", editou: "edited", excluiu: "deleted" } as const;

/** The models an entry keeps: the item as it stood before and after. */
type Models = Pick<ActivityInput, "before" | "after">;

/**
 * The activity recorder of one kind of named item (filed under `subjectType`, called `noun` in words): each entry
 * reads "Ana edited comm type Ores", done by `by` to `item`; call it inside the write's transaction.
 */
export const itemActivity =
  (subjectType: string, noun: string) =>
  (
    tx: Db,
    by: { id: number; name: string },
    action: keyof typeof DONE,
    item: { id: number; name: string },
    models: Models = {},
  ) =>
    recordActivity(tx, {
      userId: by.id,
      action,
      subjectType,
      subjectId: item.id,
      description: `${by.name} ${DONE[action]} ${noun} ${item.name}`,
      ...models,
    });

/** Entries per INSERT: a few hundred keeps each statement far below PostgreSQL's 65,535 parameters. */
const ACTIVITY_CHUNK = 250;

/** Records many activities (a 5,000-row import) in a few multi-row inserts instead of one statement each. */
export async function recordActivities(tx: Db, inputs: readonly ActivityInput[]): Promise<void> {
  for (let i = 0; i < inputs.length; i += ACTIVITY_CHUNK) {
    // Between statements other requests get their turn: PGlite runs queries on this thread.
    if (i) await setImmediate();
    await tx.insert(activityLogs).values(inputs.slice(i, i + ACTIVITY_CHUNK).map(row));
  }
}
