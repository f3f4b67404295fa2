import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { ROLE } from "@lineup/shared";
import { recordActivity, type ActivityInput } from "../activity/record";
import type { Db } from "../db/client";
import type { Transact } from "../db/outbox";
import { passwordResets } from "../db/schema";
import { usersRepository, type UserRow } from "../users/repository";
import { endSessions, sha256 } from "./tokens";

/*
 * The writes of one's own account (register, profile, password reset): each one transaction with its activity entry;
 * a password changed ends sessions, whose live sockets close once it commits (on every instance).
 */

/** An entry of the activity log of a user's own account: done by them, to them. */
const ownActivity = (
  tx: Db,
  user: { id: number },
  entry: Pick<ActivityInput, "action" | "description" | "before" | "after">,
) => recordActivity(tx, { userId: user.id, subjectType: "users", subjectId: user.id, ...entry });

/** A new client account (the form checked by the caller, the password already hashed). */
export const registerClient = (
  db: Db,
  input: { name: string; email: string; password_hash: string },
): Promise<UserRow> =>
  db.transaction(async (tx) => {
    const row = await usersRepository(tx).insert({ ...input, role_id: ROLE.client });
    await ownActivity(tx, row, {
      action: "criou",
      description: `${row.name} registered a client account`,
      after: { name: row.name, email: row.email, role_id: row.role_id },
    });
    return row;
  });

/** What a profile's save changes (each only when sent). */
export interface ProfileChanges {
  name?: string;
  email?: string;
  password_hash?: string;
  photo?: string;
}

/**
 * Saves the signed-in user's profile. A new password ends every other session of theirs; `session`, the one saving,
 * stays signed in.
 */
export const updateProfile = (
  transact: Transact,
  me: UserRow,
  changes: ProfileChanges,
  session: number | undefined,
): Promise<UserRow> =>
  transact(async (tx, outbox) => {
    const password = changes.password_hash !== undefined;
    const row = await usersRepository(tx).update(me.id, changes);
    if (password) await endSessions(tx, outbox, me.id, "password", { keep: session });
    await ownActivity(tx, me, {
      action: "editou",
      description: `${me.name} updated their profile`,
      before: { name: me.name, email: me.email, photo: me.photo, ...(password && { password: "(changed)" }) },
      after: { name: row.name, email: row.email, photo: row.photo, ...(password && { password: "(changed)" }) },
    });
    return row;
  });

/**
 * Spends `user`'s reset token and sets the new password; every session of theirs ends, since whoever asked for the
 * reset may have lost control of the account. False when the token is not theirs, already used or expired.
 */
export const resetPassword = (
  transact: Transact,
  user: UserRow,
  token: string,
  password_hash: string,
): Promise<boolean> =>
  transact(async (tx, outbox) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ used_at: sql`now()` })
      .where(
        and(
          eq(passwordResets.user_id, user.id),
          eq(passwordResets.token_hash, sha256(token)),
          isNull(passwordResets.used_at),
          gt(passwordResets.expires_at, sql`now()`),
        ),
      )
      .returning({ id: passwordResets.id });
    if (!spent) return false;
    await usersRepository(tx).update(user.id, { password_hash });
    await endSessions(tx, outbox, user.id, "reset");
    await ownActivity(tx, user, {
      action: "editou",
      description: `${user.name} reset their password`,
      before: { password: "(old)" },
      after: { password: "(changed)" },
    });
    return true;
  });
