import { and, asc, eq, inArray, type AnyColumn, type SQL } from "drizzle-orm";
import { can, isCommScoped, isOperator, isPortScoped, MESSAGES } from "@lineup/shared";
import { idAndName, type Db } from "../db/client";
import { lineups, portos, terminais } from "../db/schema";
import { forbidden, notFound, ValidationError, type FieldErrors } from "../http/errors";
import { usersRepository, type UserRow } from "../users/repository";
import { comparableList, type Lists } from "./row-store";
import type { SplitLine } from "./row-schema";

export interface LineupScope {
  /** Ports whose line-ups the user may see (operators and sub-agents). */
  portIds?: number[];
  /** Comms the user is limited to (clients, sub-agents). */
  commIds?: number[];
  /** Ports whose line-ups the user may edit (basic admins, operators, sub-agents; spec.md section 6). */
  editPortIds?: number[];
}

/**
 * What part of the line-ups a user may see and edit (DESIGN.md "Roles"):
 * operators and sub-agents see their ports, clients and sub-agents their comms;
 * a basic admin sees every port but edits only assigned ones.
 */
export async function lineupScope(db: Db, user: UserRow): Promise<LineupScope> {
  const assigned = isPortScoped(user) ? await usersRepository(db).portIds(user.id) : undefined;
  return {
    portIds: isOperator(user) ? assigned : undefined,
    commIds: await commScope(db, user),
    editPortIds: assigned,
  };
}

/**
 * `LineupScope.commIds` without the ports: the comms a user is limited to (clients, sub-agents), read for them only.
 */
export async function commScope(db: Db, user: UserRow): Promise<number[] | undefined> {
  return isCommScoped(user) ? usersRepository(db).commIds(user.id) : undefined;
}

/** A column limited to an assignment: no condition when there is none (`undefined`), nothing matches an empty one. */
export function withinAssigned(column: AnyColumn, ids: readonly number[] | undefined): SQL | undefined {
  return ids ? inArray(column, ids.length ? [...ids] : [0]) : undefined;
}

/** The ports among `portIds` (every port when there is no assignment), by id and name, in the board's order. */
export function portNamesWithin(db: Db, portIds: readonly number[] | undefined) {
  return db
    .select(idAndName(portos))
    .from(portos)
    .where(withinAssigned(portos.id, portIds))
    .orderBy(asc(portos.ordem), asc(portos.name));
}

/** SQL conditions restricting `lineups` rows to a scope; empty assignments match nothing. */
export function lineupScopeWhere(scope: LineupScope): SQL | undefined {
  return and(withinAssigned(lineups.porto_id, scope.portIds), withinAssigned(lineups.carga_id, scope.commIds));
}

/** The terminal, if the user may edit line-ups there (their ports for scoped roles); 404 otherwise. */
export async function editableTerminal(db: Db, user: UserRow, terminalId: number) {
  if (!can(user, "update", "lineups")) throw forbidden(MESSAGES.forbidden);
  const [terminal] = await db.select().from(terminais).where(eq(terminais.id, terminalId));
  const scope = await lineupScope(db, user);
  if (!terminal || (scope.editPortIds && !scope.editPortIds.includes(terminal.porto_id)))
    throw notFound("Terminal not found.");
  return { terminal, scope };
}

/**
 * Whether a comm-scoped user sees a split line (DESIGN.md "Scope"): a line of
 * one of their comms, or of none (it then carries the row's comm, which they
 * see). Clients and sub-agents are competing traders: another comm's quantity,
 * charterer or receiver inside a row they follow is never theirs to read.
 */
export function ownSplitLine(commIds: readonly number[] | undefined, line: { carga_id?: unknown }): boolean {
  return (
    !commIds ||
    line.carga_id === null ||
    line.carga_id === undefined ||
    (typeof line.carga_id === "number" && commIds.includes(line.carga_id))
  );
}

/** The split lines of a row a user sees ({@link ownSplitLine}); every line when the user is not limited to comms. */
export function ownSplitLines<T extends { carga_id?: unknown }>(
  commIds: readonly number[] | undefined,
  lines: readonly T[],
): T[] {
  return commIds ? lines.filter((line) => ownSplitLine(commIds, line)) : [...lines];
}

/** A shaped row with only the split lines a user sees (for answers built from rows shaped for staff). */
export function withOwnSplitLines<T extends { cargas_afretadores: readonly { carga_id?: unknown }[] }>(
  commIds: readonly number[] | undefined,
  row: T | undefined,
): T | undefined {
  return row && commIds ? { ...row, cargas_afretadores: ownSplitLines(commIds, row.cargas_afretadores) } : row;
}

const splitLinesOf = (items: readonly unknown[]) =>
  items.filter((line): line is SplitLine => typeof line === "object" && line !== null);

/**
 * Stored lists as a user sees them: a comm-scoped user's rows without other comms' split lines (so a save may not name
 * one).
 */
export function listsSeenBy(
  commIds: readonly number[] | undefined,
  lists: ReadonlyMap<number, Lists>,
): ReadonlyMap<number, Lists> {
  if (!commIds) return lists;
  return new Map(
    [...lists].map(([id, l]) => [
      id,
      { ...l, cargas_afretadores: ownSplitLines(commIds, splitLinesOf(l.cargas_afretadores)) },
    ]),
  );
}

/**
 * A comm-scoped user's save sends only the split lines it sees: the row's
 * lines of other comms are kept. Own lines sent as they are stored leave the
 * list as it is (no change, no reordering); changed ones come first, in the
 * order sent (so the keys of their errors are those sent), the others after.
 * Staff saves are unchanged.
 */
export function keepOtherCommsLines<P extends { id?: number; cargas_afretadores?: SplitLine[] }>(
  list: P[],
  lists: ReadonlyMap<number, Lists>,
  commIds: readonly number[] | undefined,
): P[] {
  if (!commIds) return list;
  return list.map((patch) => {
    if (patch.id === undefined || !patch.cargas_afretadores) return patch;
    const held = splitLinesOf(lists.get(patch.id)?.cargas_afretadores ?? []);
    const others = held.filter((line) => !ownSplitLine(commIds, line));
    if (!others.length) return patch;
    const unchanged =
      comparableList("cargas_afretadores", ownSplitLines(commIds, held)) ===
      comparableList("cargas_afretadores", patch.cargas_afretadores);
    return { ...patch, cargas_afretadores: unchanged ? held : [...patch.cargas_afretadores, ...others] };
  });
}

/**
 * A terminal the user may read line-ups of (their ports for operators and sub-agents); 404 otherwise, as for one that
 * does not exist.
 */
export async function assertTerminalVisible(db: Db, user: UserRow, terminalId: number): Promise<void> {
  const [terminal] = await db
    .select({ porto_id: terminais.porto_id })
    .from(terminais)
    .where(eq(terminais.id, terminalId));
  const { portIds } = await lineupScope(db, user);
  if (!terminal || (portIds && !portIds.includes(terminal.porto_id))) throw notFound("Terminal not found.");
}

/** Whether a stored row lies within a scope (the same rule as {@link lineupScopeWhere}, for rows already loaded). */
export function rowInScope(scope: LineupScope, row: { porto_id: number; carga_id: number | null }): boolean {
  if (scope.portIds && !scope.portIds.includes(row.porto_id)) return false;
  if (scope.commIds && (row.carga_id === null || !scope.commIds.includes(row.carga_id))) return false;
  return true;
}

/** What one line-up write touches, as the scope check sees it. */
export interface WriteScope {
  /** Ports of the terminals written to: the rows' terminal and any terminal a row moves to. */
  portIds: number[];
  /** Existing rows changed, moved, stamped or deleted. */
  rows: { porto_id: number; carga_id: number | null }[];
  /** Comms the write sets, each under the field key that sets it (`list.0.carga_id`, `cargas.1.carga_id`). */
  comms: { key: string; id: number }[];
}

/**
 * The one scope check of every line-up write (DESIGN.md "Roles"): the user may
 * edit line-ups (403), every terminal written to is on a port they may edit
 * and every existing row touched is within what they see (404, as for a row
 * that does not exist), and comm-scoped users set only their own comms (422
 * on the field that sets one).
 */
export async function assertScope(
  db: Db,
  user: UserRow,
  write: WriteScope,
  invalidMessage: string = MESSAGES.checkAllLines,
  known?: LineupScope,
): Promise<LineupScope> {
  if (!can(user, "update", "lineups")) throw forbidden(MESSAGES.forbidden);
  const scope = known ?? (await lineupScope(db, user));
  const { editPortIds, commIds } = scope;
  if (editPortIds && write.portIds.some((id) => !editPortIds.includes(id))) throw notFound("Terminal not found.");
  if (write.rows.some((row) => !rowInScope(scope, row))) throw notFound("Line-up not found.");
  if (commIds) {
    const errors: FieldErrors = {};
    for (const { key, id } of write.comms) if (!commIds.includes(id)) errors[key] = [COMM_NOT_ASSIGNED];
    if (Object.keys(errors).length) throw new ValidationError(errors, invalidMessage);
  }
  return scope;
}

export const COMM_NOT_ASSIGNED = "This comm is not assigned to you.";
