import { isPortScoped } from "@lineup/shared";
import type { Db } from "../db/client";
import { notFound } from "../http/errors";
import { usersRepository, type UserRow } from "../users/repository";

/** The port ids a user is limited to, or undefined when they may see every port. */
export async function portScope(db: Db, user: UserRow): Promise<number[] | undefined> {
  return isPortScoped(user) ? usersRepository(db).portIds(user.id) : undefined;
}

/**
 * Refuses a port outside the user's scope with 404, the same answer as a port
 * that does not exist, so guessing ids reveals nothing.
 */
export async function assertPortInScope(db: Db, user: UserRow, portId: number): Promise<void> {
  const scope = await portScope(db, user);
  if (scope && !scope.includes(portId)) throw notFound("Port not found.");
}
