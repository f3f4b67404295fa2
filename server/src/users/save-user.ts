import { eq } from "drizzle-orm";
import { itemActivity } from "../activity/record";
import { endSessions } from "../auth/tokens";
import type { Transact } from "../db/outbox";
import { users } from "../db/schema";
import type { UserInput } from "./form";
import { usersRepository, type UserRow } from "./repository";

/*
 * The users area's writes (admins): each one transaction with its activity entry; a change of a user's access is told
 * to their open live sockets once it commits.
 */

/** What the activity log keeps of a user (never the hash). */
const snapshot = (u: UserRow, portIds: number[], commIds: number[]) => ({
  name: u.name,
  email: u.email,
  role_id: u.role_id,
  role: u.role,
  photo: u.photo,
  porto_ids: portIds,
  carga_ids: commIds,
});

const userActivity = itemActivity("users", "user");

const sameIds = (a: number[], b: number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((v, i) => v === [...b].sort((x, y) => x - y)[i]);

interface Actor {
  id: number;
  name: string;
}

/** Creates a user with their ports and comms. */
export const createUser = (
  transact: Transact,
  actor: Actor,
  input: UserInput,
  stored: { photo: string | null; password_hash: string },
): Promise<UserRow> =>
  transact(async (tx) => {
    const repo = usersRepository(tx);
    const { name, email, role_id, role } = input;
    const row = await repo.insert({ name, email, role_id, role, ...stored });
    await repo.assign(row.id, input.porto_ids, input.carga_ids);
    await userActivity(tx, actor, "criou", row, { after: snapshot(row, input.porto_ids, input.carga_ids) });
    return row;
  });

/** A user as they were before an edit: the row, their ports and their comms. */
export interface UserBefore {
  row: UserRow;
  ports: number[];
  comms: number[];
}

/**
 * Edits a user. A new role, ports or comms refuse the access tokens issued before (the web refreshes; live sockets
 * reconnect with the new scope); a password set by an admin ends that user's sessions but `keepSession` (an admin
 * editing themself keeps theirs). Their open live sockets are authorised again once it commits.
 */
export const updateUser = (
  transact: Transact,
  actor: Actor,
  before: UserBefore,
  input: UserInput,
  stored: { photo?: string; password_hash?: string },
  keepSession?: number,
): Promise<UserRow> =>
  transact(async (tx, outbox) => {
    const repo = usersRepository(tx);
    const { id } = before.row;
    const { photo, password_hash } = stored;
    const { name, email, role_id, role } = input;
    const row = await repo.update(id, {
      name,
      email,
      role_id,
      role,
      ...(photo && { photo }),
      ...(password_hash && { password_hash }),
    });
    const accessChanged =
      before.row.role_id !== input.role_id ||
      !sameIds(before.ports, input.porto_ids) ||
      !sameIds(before.comms, input.carga_ids);
    if (accessChanged) await repo.raiseAccessVersion(id);
    await repo.assign(id, input.porto_ids, input.carga_ids);
    if (password_hash) await endSessions(tx, outbox, id, "password", { keep: keepSession });
    await userActivity(tx, actor, "editou", row, {
      before: { ...snapshot(before.row, before.ports, before.comms), ...(password_hash && { password: "(old)" }) },
      after: { ...snapshot(row, input.porto_ids, input.carga_ids), ...(password_hash && { password: "(changed)" }) },
    });
    outbox.accessChanged({ kind: "user", id });
    return row;
  });

/** Deletes a user; their open live sockets close once it commits. */
export const deleteUser = (transact: Transact, actor: Actor, before: UserRow): Promise<void> =>
  transact(async (tx, outbox) => {
    await tx.delete(users).where(eq(users.id, before.id));
    await userActivity(tx, actor, "excluiu", before, { before: snapshot(before, [], []) });
    outbox.accessChanged({ kind: "user", id: before.id });
  });
