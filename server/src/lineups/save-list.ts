import { and, eq, inArray, sql } from "drizzle-orm";
import { MESSAGES } from "@lineup/shared";
import { fieldWords, lineName } from "../activity/line-words";
import { recordActivities } from "../activity/record";
import type { Transact } from "../db/outbox";
import { lineupSaves, lineups, terminais } from "../db/schema";
import { conflict, notFound, ValidationError } from "../http/errors";
import type { UserRow } from "../users/repository";
import type { StaffBoardRow } from "@lineup/shared/wire/board";
import type { LineupChange } from "./events";
import { CREATED, recordFieldEvents, storedList } from "./history";
import { listOf } from "../guards";
import { COLUMN_FIELDS, LIST_FIELDS, isColumnField, isListField, type ColumnField } from "./row-schema";
import { columnValues, currentLists, lineupColumns, someLists, stored, writeLists } from "./row-store";
import { loadLookups } from "./rules";
import {
  commsOffTerminal,
  commsSet,
  conflictMessage,
  mergedDraft,
  planSave,
  type DeletedLine,
  type SavePatch,
} from "./save-plan";
import { rowErrors, withDerivedFields } from "./save-checks";
import { SaveRecord } from "./save-record";
import { claimSave, committedRows, deleteRows, insertNewRows, loggedVessels } from "./save-write";
import { handledComms } from "../ports/terminal-comms";
import { assertScope, keepOtherCommsLines, lineupScope, listsSeenBy } from "./scope";

export interface SaveListProps {
  /** `app.transact`: the save's changes are told once it commits. */
  transact: Transact;
  user: UserRow;
  /** The terminal the rows are on; new rows are added to it. */
  terminalId: number;
  list: SavePatch[];
  deletedIds: readonly DeletedLine[];
  /** How errors are keyed: the table's `list.0.qty` (default), or the form's `qty` and `cargas.0.qty` (one row). */
  keys?: "list" | "form";
  /**
   * The client's key for this save (`save_id`): sent again with a retry, a save
   * already committed is not applied twice; its rows come back as they were saved.
   */
  saveId?: string;
}

export interface SaveListResult {
  /** The change of `terminalId`. */
  change: LineupChange;
  /** The change of every terminal written to (a move adds the terminal the row joined), each told on commit. */
  changes: LineupChange[];
  /** Saved row ids, in the order of `list`. */
  ids: number[];
  /** True when `saveId` named a save already committed: nothing was written this time. */
  replayed: boolean;
  /**
   * Every saved and changed row as committed, staff shape (`presentRows`), read
   * inside the transaction: the response and the live layer use them as they
   * are. Empty for a replayed save (nothing was written).
   */
  rows: Map<number, StaffBoardRow>;
}

/**
 * The one write path of line-up rows (`POST /lineups/list`, the form, `data`,
 * deletions, the import), in one transaction: new rows, changed and moved
 * rows with their lists, deferred deletions. It checks the user's scope first
 * (`assertScope`), so no caller can forget it. Existing rows are patches based
 * on the version the client loaded (required): a field someone else changed
 * after that version, which this save changes to a different value, is a
 * conflict, as is deleting a row changed after the version sent with it; the
 * whole save is then refused (409) and nothing is written. What it changed goes in the transaction's outbox, told
 * once it commits.
 */
export async function saveLineupList({
  transact,
  user,
  terminalId,
  list,
  deletedIds,
  keys = "list",
  saveId,
}: SaveListProps): Promise<SaveListResult> {
  const form = keys === "form";
  const key = (index: number, field: string) =>
    form ? field.replace(/^cargas_afretadores\./, "cargas.") : `list.${index}.${field}`;
  const invalid = form ? MESSAGES.checkLineup : MESSAGES.checkAllLines;
  const deleted = deletedIds.map((d) => (typeof d === "number" ? { id: d, version: undefined } : d));
  return transact(async (tx, outbox) => {
    if (saveId) {
      const earlier = await claimSave(tx, user.id, saveId);
      if (earlier)
        return {
          change: { terminal_id: terminalId, row_ids: [], deleted_ids: [], fields: {}, user_id: user.id },
          changes: [],
          ids: earlier,
          replayed: true,
          rows: new Map(),
        };
    }
    // Terminals are locked in id order, so two saves moving rows between the same terminals cannot deadlock.
    const terminalIds = [
      ...new Set([terminalId, ...list.flatMap((p) => (p.terminal_id === undefined ? [] : [p.terminal_id]))]),
    ].sort((a, b) => a - b);
    const locked = await tx
      .select()
      .from(terminais)
      .where(inArray(terminais.id, terminalIds))
      .orderBy(terminais.id)
      .for("update");
    const terminalOf = new Map(locked.map((t) => [t.id, t]));
    const terminal = terminalOf.get(terminalId);
    if (!terminal) throw notFound("Terminal not found.");

    const existingIds = list.flatMap((r) => (r.id === undefined ? [] : [r.id]));
    const touched = [...new Set([...existingIds, ...deleted.map((d) => d.id)])];
    // One round trip on PostgreSQL, which runs them in this order: the lists are read once the rows are locked.
    const [current, lists, scope] = await Promise.all([
      touched.length
        ? tx.select().from(lineups).where(inArray(lineups.id, touched)).orderBy(lineups.id).for("update")
        : [],
      currentLists(tx, existingIds),
      lineupScope(tx, user),
    ]);
    const byId = new Map(current.map((r) => [r.id, r]));
    // A sub-agent sends only the split lines it sees; the row's others are kept, and naming one is setting another
    // comm.
    const saved = keepOtherCommsLines(list, lists, scope.commIds);
    const comms = commsSet(list, byId, listsSeenBy(scope.commIds, lists), key);
    await assertScope(tx, user, { portIds: locked.map((t) => t.porto_id), rows: current, comms }, invalid, scope);

    const { patches, errors } = await withDerivedFields(tx, saved, byId, key);
    const planned = planSave(patches, deleted, { byId, lists }, { terminalId, terminals: terminalOf, form, key });
    const { plans, conflicts } = planned;
    Object.assign(errors, planned.errors);
    const drafts = plans.map((plan) => mergedDraft(plan, lists));
    const lookups = await loadLookups(tx, drafts);
    const offTerminal = commsOffTerminal(comms, list, terminalId, await handledComms(tx, terminalIds), {
      comm: (id) => lookups.cargas.get(id)?.name ?? `#${id}`,
      terminal: (id) => terminalOf.get(id)?.name ?? `#${id}`,
    });
    for (const [field, texts] of Object.entries(offTerminal)) (errors[field] ??= []).push(...texts);
    plans.forEach((plan, i) => {
      const draft = drafts[i];
      if (draft && !errors[key(i, "id")] && terminalOf.has(plan.target))
        Object.assign(errors, rowErrors(draft, plan.target, lookups, i, keys));
    });
    if (Object.keys(errors).length) throw new ValidationError(errors, invalid);
    if (conflicts.length) throw conflict(conflictMessage(conflicts, form), { conflicts });

    const record = new SaveRecord(
      user.id,
      locked.map((t) => t.id),
    );
    const { savedIds, activity } = record;
    const event = record.event.bind(record);
    // The log names rows by their vessel: the saved rows' are in the lookups, the removed rows' are read here.
    const draftOf = new Map(plans.map((plan, i) => [plan, drafts[i]]));
    const vessels = await loggedVessels(
      tx,
      lookups.navios,
      deleted.map(({ id }) => byId.get(id)),
    );
    const created = await insertNewRows(
      tx,
      plans.filter((p) => !p.row),
      { terminal, userId: user.id },
    );
    for (const plan of plans) {
      const { patch, row } = plan;
      const values = columnValues(patch);
      const listValues = someLists(patch, () => true);
      if (!row) {
        const made = created.get(plan);
        if (!made) throw new Error("a new row was not inserted");
        if (!made.isNote) await writeLists(tx, made.id, listValues);
        const filed = { id: made.id, terminal_id: terminal.id, porto_id: terminal.porto_id };
        event(filed, CREATED, null, null);
        for (const f of COLUMN_FIELDS) if (made.values[f] != null) event(filed, f, null, stored(f, made.values[f]));
        if (!made.isNote)
          for (const f of LIST_FIELDS) if (listValues[f]?.length) event(filed, f, null, storedList(f, listValues[f]));
        activity.push({
          userId: user.id,
          action: "criou",
          subjectType: "lineups",
          subjectId: made.id,
          description:
            `${user.name} added ${lineName(made.isNote ? { is_observacao: 1 } : draftOf.get(plan), vessels)} to ` +
            `terminal ${terminal.name}`,
          after: { ...made.values, ...listValues },
        });
        record.saved(terminalId, made.id, plan.changed);
        savedIds.push(made.id);
        continue;
      }
      savedIds.push(row.id);
      if (!plan.changed.length) continue;
      const version = row.version + 1;
      const fieldVersions = { ...row.field_versions, ...Object.fromEntries(plan.changed.map((f) => [f, version])) };
      const changedColumns: Partial<Record<ColumnField, unknown>> = {};
      for (const f of plan.changed) if (isColumnField(f)) changedColumns[f] = values[f];
      const destination = plan.target === row.terminal_id ? undefined : terminalOf.get(plan.target);
      const place = destination ? { terminal_id: destination.id, porto_id: destination.porto_id } : {};
      await tx
        .update(lineups)
        .set({
          ...lineupColumns(changedColumns),
          ...place,
          version,
          field_versions: fieldVersions,
          atualizado_data: sql`now()`,
          atualizado_id: user.id,
          updated_at: sql`now()`,
        })
        .where(eq(lineups.id, row.id));
      const changedLists = someLists(listValues, (f) => plan.changed.includes(f));
      await writeLists(tx, row.id, changedLists);
      const storedValue = (f: string) =>
        f === "terminal_id"
          ? row.terminal_id
          : isColumnField(f)
            ? row[f]
            : isListField(f)
              ? lists.get(row.id)?.[f]
              : undefined;
      const before = Object.fromEntries(plan.changed.map((f) => [f, storedValue(f)]));
      // The events are filed under the row's place after the save (a move's `terminal_id` event is on the new
      // terminal).
      const filed = {
        id: row.id,
        terminal_id: destination?.id ?? row.terminal_id,
        porto_id: destination?.porto_id ?? row.porto_id,
      };
      for (const f of plan.changed) {
        if (f === "terminal_id") event(filed, f, row.terminal_id, filed.terminal_id);
        else if (isListField(f))
          event(
            filed,
            f,
            storedList(f, listOf(before[f], `the stored ${f}`)),
            storedList(f, listOf(changedLists[f], `the saved ${f}`)),
          );
        else if (isColumnField(f)) event(filed, f, stored(f, before[f]), stored(f, changedColumns[f]));
      }
      activity.push({
        userId: user.id,
        action: "editou",
        subjectType: "lineups",
        subjectId: row.id,
        description:
          `${user.name} edited ${lineName(draftOf.get(plan), vessels)} at ` +
          `terminal ${terminal.name}${destination ? ` and moved it to terminal ${destination.name}` : ""} ` +
          `(${fieldWords(plan.changed)})`,
        before,
        after: { ...changedColumns, ...changedLists, ...place },
      });
      // A moved row leaves the old terminal's room and joins the new one's.
      if (destination) record.leave(row.terminal_id, row.id, version);
      record.saved(plan.target, row.id, plan.changed);
    }

    if (deleted.length)
      await deleteRows(tx, record, {
        rows: deleted.map(({ id }) => ({ id, row: byId.get(id) })),
        user,
        terminal,
        vessels,
      });
    const [, , stamps] = await Promise.all([
      recordActivities(tx, activity),
      recordFieldEvents(tx, record.events),
      tx
        .update(terminais)
        .set({ atualizado_data: sql`now()`, atualizado_id: user.id })
        .where(inArray(terminais.id, terminalIds))
        .returning({ id: terminais.id, atualizado_data: terminais.atualizado_data }),
    ]);
    if (saveId)
      await tx
        .update(lineupSaves)
        .set({ lineup_ids: savedIds })
        .where(and(eq(lineupSaves.user_id, user.id), eq(lineupSaves.save_id, saveId)));
    // The rows as committed, read once here: the response is made of them, and this instance's live layer
    // takes them with the change instead of reading them back after the commit (DESIGN.md "Live protocol").
    const changes = record.all();
    const rows = await committedRows(tx, [...new Set([...savedIds, ...changes.flatMap((c) => c.row_ids)])]);
    record.handCommitted(rows, stamps, user.name);
    outbox.lineupsChanged(changes);
    return { change: record.change(terminalId), changes, ids: savedIds, replayed: false, rows };
  });
}
