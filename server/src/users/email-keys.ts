import { and, eq, like } from "drizzle-orm";
import { emailKey } from "@lineup/shared";
import type { Db } from "../db/db";
import { users } from "../db/schema";
import { pgErrorOf } from "../http/database-errors";

/**
 * The placeholder key of an address whose key is not stored yet (migration 0014); it holds no @, so no login finds it.
 */
export const PENDING_KEY = "!pending:";

export interface KeyReconciliation {
  /** Accounts whose key was computed and stored. */
  keyed: number;
  /**
   * Accounts whose addresses share one key: left pending (they cannot log in),
   * never merged. `heldBy`: the account that already had the key (an ASCII
   * address keyed by the migration), which keeps it and goes on logging in.
   */
  collisions: { key: string; ids: number[]; heldBy?: number }[];
}

/**
 * Gives every account still holding a placeholder its identity key, computed
 * here because SQL has no full case folding (migration 0014 keys only plain
 * ASCII addresses). A key already held by another account, or shared by two
 * pending ones, is a collision: those accounts stay pending and are reported,
 * so an admin decides which address changes. Idempotent; run at every start.
 */
export async function reconcileEmailKeys(db: Db): Promise<KeyReconciliation> {
  const pending = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(like(users.email_key, `${PENDING_KEY}%`));
  if (!pending.length) return { keyed: 0, collisions: [] };
  const byKey = new Map<string, number[]>();
  for (const u of pending) {
    const key = emailKey(u.email);
    byKey.set(key, [...(byKey.get(key) ?? []), u.id]);
  }
  const result: KeyReconciliation = { keyed: 0, collisions: [] };
  for (const [key, ids] of byKey) {
    const [id] = ids;
    if (ids.length === 1 && id !== undefined && (await storeKey(db, id, key))) result.keyed += 1;
    else {
      const [holder] = await db.select({ id: users.id }).from(users).where(eq(users.email_key, key)).limit(1);
      result.collisions.push({ key, ids, ...(holder && { heldBy: holder.id }) });
    }
  }
  return result;
}

/**
 * Stores an account's key unless another account holds it (the unique index decides, so instances starting together
 * agree).
 */
async function storeKey(db: Db, id: number, key: string): Promise<boolean> {
  try {
    const rows = await db
      .update(users)
      .set({ email_key: key })
      .where(and(eq(users.id, id), like(users.email_key, `${PENDING_KEY}%`)))
      .returning({ id: users.id });
    return rows.length === 1;
  } catch (error) {
    if (pgErrorOf(error)?.code === "23505") return false;
    throw error;
  }
}

/** Reports each collision: who shares an address, and what to do (the accounts cannot log in until then). */
export function logEmailCollisions(report: KeyReconciliation, warn: (message: string) => void): void {
  for (const c of report.collisions) {
    const holder = c.heldBy === undefined ? "" : ` of user ${c.heldBy}, who keeps it`;
    warn(
      `users ${c.ids.join(", ")} have e-mail addresses that are the identity ${c.key}${holder}; they cannot log ` +
        `in until an admin changes their addresses`,
    );
  }
}
