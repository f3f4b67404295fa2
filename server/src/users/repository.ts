import { and, eq, inArray, sql } from "drizzle-orm";
import { emailKey, isRoleId, ROLE_NAMES } from "@lineup/shared";
import { idAndName, type Db } from "../db/client";
import { cargas, portos, userCargas, userPortos, users } from "../db/schema";
import type { Static } from "typebox";
import type { UserView as UserViewSchema } from "../auth/schemas";

/** A role's name in words; empty for an id no role has. */
export const roleName = (roleId: number): string => (isRoleId(roleId) ? ROLE_NAMES[roleId] : "");

export type UserRow = typeof users.$inferSelect;

/** The user record as the API returns it (never the password hash): the type of its schema. */
export type UserView = Static<typeof UserViewSchema>;

export const photoUrl = (photo: string | null) => (photo ? `/api/v1/uploads/${photo}` : null);

/** What a user is written with: the identity key is always derived from the address here, never passed in. */
export type UserValues = Omit<typeof users.$inferInsert, "email_key">;

/** The values with the address's identity key added when the address is among them. */
const keyed = <T extends { email?: string }>(values: T) =>
  values.email === undefined ? values : { ...values, email_key: emailKey(values.email) };

export function usersRepository(db: Db) {
  return {
    /** The account of an address, by its identity key (DESIGN.md "Identity"). */
    async findByEmail(email: string, tx: Db = db): Promise<UserRow | undefined> {
      const key = emailKey(email);
      // Every key holds an @; the placeholders of unresolved addresses (`!pending:{id}`) hold none and are never found.
      if (!key.includes("@")) return undefined;
      const [row] = await tx.select().from(users).where(eq(users.email_key, key)).limit(1);
      return row;
    },

    async findById(id: number, tx: Db = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Ids of the ports assigned to a user. */
    async portIds(userId: number, tx: Db = db): Promise<number[]> {
      const rows = await tx.select({ id: userPortos.porto_id }).from(userPortos).where(eq(userPortos.user_id, userId));
      return rows.map((r) => r.id);
    },

    /** Ids of the comms assigned to a user. */
    async commIds(userId: number, tx: Db = db): Promise<number[]> {
      const rows = await tx.select({ id: userCargas.carga_id }).from(userCargas).where(eq(userCargas.user_id, userId));
      return rows.map((r) => r.id);
    },

    async view(user: UserRow, tx: Db = db): Promise<UserView> {
      const [assignedPorts, assignedComms] = await Promise.all([
        tx
          .select(idAndName(portos))
          .from(userPortos)
          .innerJoin(portos, eq(portos.id, userPortos.porto_id))
          .where(eq(userPortos.user_id, user.id))
          .orderBy(portos.name),
        tx
          .select(idAndName(cargas))
          .from(userCargas)
          .innerJoin(cargas, eq(cargas.id, userCargas.carga_id))
          .where(eq(userCargas.user_id, user.id))
          .orderBy(cargas.name),
      ]);
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        role_id: user.role_id,
        role: user.role,
        role_name: roleName(user.role_id),
        perfil: { id: user.role_id, name: roleName(user.role_id) },
        photo_url: photoUrl(user.photo),
        portos: assignedPorts,
        cargas: assignedComms,
        created_at: user.created_at,
      };
    },

    async insert(values: UserValues, tx: Db = db): Promise<UserRow> {
      const [row] = await tx
        .insert(users)
        .values({ ...values, email_key: emailKey(values.email) })
        .returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },

    async update(id: number, values: Partial<UserValues>, tx: Db = db): Promise<UserRow> {
      const [row] = await tx
        .update(users)
        .set({ ...keyed(values), updated_at: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error("update returned no row");
      return row;
    },

    /**
     * Refuses the user's access tokens issued so far (their role or scope changed): clients refresh to get the new
     * claims.
     */
    async raiseAccessVersion(id: number, tx: Db = db): Promise<void> {
      await tx
        .update(users)
        .set({ access_version: sql`${users.access_version} + 1` })
        .where(eq(users.id, id));
    },

    /** Replaces a user's port and comm assignments. */
    async assign(userId: number, portIds: number[], commIds: number[], tx: Db = db): Promise<void> {
      await tx.delete(userPortos).where(eq(userPortos.user_id, userId));
      await tx.delete(userCargas).where(eq(userCargas.user_id, userId));
      if (portIds.length)
        await tx.insert(userPortos).values(portIds.map((porto_id) => ({ user_id: userId, porto_id })));
      if (commIds.length)
        await tx.insert(userCargas).values(commIds.map((carga_id) => ({ user_id: userId, carga_id })));
    },

    /** Whether an e-mail is taken by a user other than `exceptId`. */
    async emailTaken(email: string, exceptId?: number, tx: Db = db): Promise<boolean> {
      const conditions = [eq(users.email_key, emailKey(email))];
      if (exceptId !== undefined) conditions.push(sql`${users.id} <> ${exceptId}`);
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(...conditions))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;

/** Only existing ids survive (assignment lists come from clients). */
export async function existingIds(db: Db, table: typeof portos | typeof cargas, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return rows.map((r) => r.id);
}

/** Who last marked each of these items as updated (their `atualizado_id`): each such user's id and name. */
export function markersOf(db: Db, items: readonly { atualizado_id: number | null }[]) {
  const ids = items.map((item) => item.atualizado_id ?? 0);
  return db.select(idAndName(users)).from(users).where(inArray(users.id, ids));
}
