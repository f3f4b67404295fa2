import { and, eq, inArray, sql } from "drizzle-orm";
import { MESSAGES, POB_STATUS } from "@lineup/shared";
import { fieldWords, lineName } from "../activity/line-words";
import { recordActivities, type ActivityInput } from "../activity/record";
import type { Db } from "../db/client";
import { cargas, cargasTipos, lineupSaves, lineups, navios, terminais } from "../db/schema";
import { conflict, notFound, ValidationError, type FieldErrors } from "../http/errors";
import type { UserRow } from "../users/repository";
import type { StaffBoardRow } from "./board-schema";
import type { LineupChange } from "./events";
import { CREATED, DELETED, recordFieldEvents, storedList, type FieldEvent } from "./history";
import { COLUMN_FIELDS, LIST_FIELDS, type ColumnField, type ListField } from "./row-schema";
import { columnValues, currentLists, stored, writeLists } from "./row-store";
import { loadLookups, validateRow, type Lookups, type RowDraft } from "./rules";
import {
  commsOffTerminal,
  commsSet,
  conflictMessage,
  mergedDraft,
  planSave,
  type DeletedLine,
  type LineupRow,
  type SavePatch,
} from "./save-plan";
import { claimSave, committedRows, insertNewRows } from "./save-write";
import { handledComms } from "../ports/terminal-comms";
import { assertScope, keepOtherCommsLines, lineupScope, listsSeenBy } from "./scope";

export interface SaveListProps {
  db: Db;
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
  /** The change of every terminal written to (a move adds the terminal the row joined); each is to be announced. */
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
 * The rules for one merged row under the save's keys. The form's extra comm
 * lines need their comm as well as what the table needs of a split line.
 */
function rowErrors(
  draft: RowDraft,
  terminalId: number,
  lookups: Lookups,
  index: number,
  keys: "list" | "form",
): FieldErrors {
  if (keys === "list") return validateRow(draft, terminalId, lookups, `list.${index}.`);
  const errors = validateRow(draft, terminalId, lookups, "", "cargas");
  for (const [key, texts] of Object.entries(validateRow(draft, terminalId, lookups))) {
    const formKey = key.replace(/^cargas_afretadores\./, "cargas.");
    errors[formKey] = [...new Set([...(errors[formKey] ?? []), ...texts])];
  }
  return errors;
}

/**
 * Sets on each patch what the row's other fields decide (spec.md section 4): a
 * line's comm type is its comm's (a line stored without one showed on no
 * board's tab), and a POB time exists only with the POB status. A comm type
 * sent that contradicts the line's comm (the one sent, or the one it has) is
 * refused, naming both, rather than silently replaced.
 */
async function withDerivedFields(
  tx: Db,
  list: SavePatch[],
  byId: Map<number, LineupRow>,
  key: (index: number, field: string) => string,
) {
  const rowOf = (patch: SavePatch) => (patch.id === undefined ? undefined : byId.get(patch.id));
  const commOf = (patch: SavePatch) => (patch.carga_id !== undefined ? patch.carga_id : rowOf(patch)?.carga_id);
  const commIds = [...new Set(list.flatMap((p) => [commOf(p)].filter((c): c is number => typeof c === "number")))];
  const comms = commIds.length
    ? await tx
        .select({ id: cargas.id, name: cargas.name, tipo_id: cargas.tipo_id, type: cargasTipos.name })
        .from(cargas)
        .leftJoin(cargasTipos, eq(cargasTipos.id, cargas.tipo_id))
        .where(inArray(cargas.id, commIds))
    : [];
  const commById = new Map(comms.map((c) => [c.id, c]));
  const errors: FieldErrors = {};
  const patches = list.map((patch, index) => {
    const row = rowOf(patch);
    if ((patch.is_observacao ?? row?.is_observacao) === 1) return patch;
    const derived: SavePatch = { ...patch };
    const commId = commOf(patch);
    const comm = typeof commId === "number" ? commById.get(commId) : undefined;
    if (comm && typeof patch.carga_tipo_id === "number" && patch.carga_tipo_id !== comm.tipo_id) {
      errors[key(index, "carga_tipo_id")] = [
        `The comm ${comm.name} is of the comm type ${comm.type ?? comm.tipo_id}, not the one sent (${patch.carga_tipo_id}): a line-up's comm type is its comm's. Leave carga_tipo_id out, or send ${comm.tipo_id}.`,
      ];
    } else if (comm && typeof patch.carga_id === "number") derived.carga_tipo_id = comm.tipo_id;
    const status = patch.status !== undefined ? patch.status : row?.status;
    const pob = patch.pob !== undefined ? patch.pob : row?.pob;
    if (status !== POB_STATUS && pob) derived.pob = null;
    return derived;
  });
  return { patches, errors };
}

/**
 * The one write path of line-up rows (`POST /lineups/list`, the form, `data`,
 * deletions, the import), in one transaction: new rows, changed and moved
 * rows with their lists, deferred deletions. It checks the user's scope first
 * (`assertScope`), so no caller can forget it. Existing rows are patches based
 * on the version the client loaded (required): a field someone else changed
 * after that version, which this save changes to a different value, is a
 * conflict, as is deleting a row changed after the version sent with it; the
 * whole save is then refused (409) and nothing is written.
 */
export async function saveLineupList({
  db,
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
  return db.transaction(async (tx) => {
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
    const current = touched.length
      ? await tx.select().from(lineups).where(inArray(lineups.id, touched)).orderBy(lineups.id).for("update")
      : [];
    const byId = new Map(current.map((r) => [r.id, r]));
    const lists = await currentLists(tx, existingIds);
    const scope = await lineupScope(tx, user);
    // A sub-agent sends only the split lines it sees; the row's others are kept, and naming one is setting another comm.
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

    const changes = new Map<number, LineupChange>(
      locked.map((t) => [t.id, { terminal_id: t.id, row_ids: [], deleted_ids: [], fields: {}, user_id: user.id }]),
    );
    const changeOf = (id: number): LineupChange => {
      const found = changes.get(id);
      if (found) return found;
      const created: LineupChange = { terminal_id: id, row_ids: [], deleted_ids: [], fields: {}, user_id: user.id };
      changes.set(id, created);
      return created;
    };
    /** A row leaves a terminal's room (deleted, or moved away) at the version it had then. */
    const leave = (change: LineupChange, id: number, version: number | undefined) => {
      change.deleted_ids.push(id);
      if (version !== undefined) (change.deleted_versions ??= {})[id] = version;
    };
    const savedIds: number[] = [];
    const activity: ActivityInput[] = [];
    const events: FieldEvent[] = [];
    const event = (
      row: { id: number; terminal_id: number; porto_id: number },
      field: string,
      before: unknown,
      after: unknown,
    ) =>
      events.push({
        lineup_id: row.id,
        terminal_id: row.terminal_id,
        porto_id: row.porto_id,
        field,
        before: before ?? null,
        after: after ?? null,
        user_id: user.id,
      });
    // The log names rows by their vessel: the saved rows' are in the lookups, the removed rows' are read here.
    const draftOf = new Map(plans.map((plan, i) => [plan, drafts[i]]));
    const vessels = new Map(lookups.navios);
    const removedVesselIds = [
      ...new Set(
        deleted
          .map(({ id }) => byId.get(id)?.navio_id)
          .filter((v): v is number => typeof v === "number" && !vessels.has(v)),
      ),
    ];
    if (removedVesselIds.length)
      for (const v of await tx
        .select({ id: navios.id, name: navios.name })
        .from(navios)
        .where(inArray(navios.id, removedVesselIds)))
        vessels.set(v.id, v);
    const listValuesOf = (patch: SavePatch) =>
      Object.fromEntries(
        LIST_FIELDS.filter((f) => patch[f] !== undefined).map((f) => [f, patch[f] as unknown[]]),
      ) as Partial<Record<ListField, unknown[]>>;
    const created = await insertNewRows(
      tx,
      plans.filter((p) => !p.row),
      { terminal, userId: user.id },
    );
    for (const plan of plans) {
      const { patch, row } = plan;
      const values = columnValues(patch);
      const listValues = listValuesOf(patch);
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
          description: `${user.name} added ${lineName(made.isNote ? { is_observacao: 1 } : draftOf.get(plan), vessels)} to terminal ${terminal.name}`,
          after: { ...made.values, ...listValues },
        });
        changeOf(terminalId).row_ids.push(made.id);
        changeOf(terminalId).fields[made.id] = plan.changed;
        savedIds.push(made.id);
        continue;
      }
      savedIds.push(row.id);
      if (!plan.changed.length) continue;
      const version = row.version + 1;
      const fieldVersions = { ...row.field_versions, ...Object.fromEntries(plan.changed.map((f) => [f, version])) };
      const changedColumns = Object.fromEntries(
        plan.changed
          .filter((f) => (COLUMN_FIELDS as readonly string[]).includes(f))
          .map((f) => [f, values[f as ColumnField]]),
      );
      const destination = plan.target === row.terminal_id ? undefined : terminalOf.get(plan.target);
      const place = destination ? { terminal_id: destination.id, porto_id: destination.porto_id } : {};
      await tx
        .update(lineups)
        .set({
          ...(changedColumns as Partial<typeof lineups.$inferInsert>),
          ...place,
          version,
          field_versions: fieldVersions,
          atualizado_data: sql`now()`,
          atualizado_id: user.id,
          updated_at: sql`now()`,
        })
        .where(eq(lineups.id, row.id));
      const changedLists = Object.fromEntries(
        plan.changed
          .filter((f) => (LIST_FIELDS as readonly string[]).includes(f))
          .map((f) => [f, listValues[f as ListField]]),
      );
      await writeLists(tx, row.id, changedLists);
      const storedValue = (f: string) =>
        f === "terminal_id"
          ? row.terminal_id
          : (COLUMN_FIELDS as readonly string[]).includes(f)
            ? row[f as keyof LineupRow]
            : lists.get(row.id)?.[f as ListField];
      const before = Object.fromEntries(plan.changed.map((f) => [f, storedValue(f)]));
      // The events are filed under the row's place after the save (a move's `terminal_id` event is on the new terminal).
      const filed = {
        id: row.id,
        terminal_id: destination?.id ?? row.terminal_id,
        porto_id: destination?.porto_id ?? row.porto_id,
      };
      for (const f of plan.changed) {
        if (f === "terminal_id") event(filed, f, row.terminal_id, filed.terminal_id);
        else if ((LIST_FIELDS as readonly string[]).includes(f))
          event(
            filed,
            f,
            storedList(f as ListField, before[f] as unknown[]),
            storedList(f as ListField, changedLists[f] as unknown[]),
          );
        else event(filed, f, stored(f as ColumnField, before[f]), stored(f as ColumnField, changedColumns[f]));
      }
      activity.push({
        userId: user.id,
        action: "editou",
        subjectType: "lineups",
        subjectId: row.id,
        description: `${user.name} edited ${lineName(draftOf.get(plan), vessels)} at terminal ${terminal.name}${destination ? ` and moved it to terminal ${destination.name}` : ""} (${fieldWords(plan.changed)})`,
        before,
        after: { ...changedColumns, ...changedLists, ...place },
      });
      // A moved row leaves the old terminal's room and joins the new one's.
      if (destination) leave(changeOf(row.terminal_id), row.id, version);
      changeOf(plan.target).row_ids.push(row.id);
      changeOf(plan.target).fields[row.id] = plan.changed;
    }

    if (deleted.length) {
      const deletedLists = await currentLists(
        tx,
        deleted.map((d) => d.id),
      );
      for (const { id } of deleted) {
        const row = byId.get(id);
        if (row) {
          const columns = Object.fromEntries(COLUMN_FIELDS.map((f) => [f, stored(f, row[f])]));
          const listsOf = Object.fromEntries(
            LIST_FIELDS.map((f) => [f, storedList(f, deletedLists.get(id)?.[f] ?? [])]),
          );
          event(row, DELETED, { terminal_id: row.terminal_id, ...columns, ...listsOf }, null);
        }
        activity.push({
          userId: user.id,
          action: "excluiu",
          subjectType: "lineups",
          subjectId: id,
          description: `${user.name} removed ${lineName(row, vessels)} from terminal ${terminal.name}`,
          before: row ? { ...row } : null,
        });
      }
      // Rows copied or called from a deleted row keep existing; their link is cleared by the foreign key.
      await tx.delete(lineups).where(
        inArray(
          lineups.id,
          deleted.map((d) => d.id),
        ),
      );
      for (const { id } of deleted) leave(changeOf(terminalId), id, byId.get(id)?.version);
    }
    await recordActivities(tx, activity);
    await recordFieldEvents(tx, events);
    const stamps = await tx
      .update(terminais)
      .set({ atualizado_data: sql`now()`, atualizado_id: user.id })
      .where(inArray(terminais.id, terminalIds))
      .returning({ id: terminais.id, atualizado_data: terminais.atualizado_data });
    if (saveId)
      await tx
        .update(lineupSaves)
        .set({ lineup_ids: savedIds })
        .where(and(eq(lineupSaves.user_id, user.id), eq(lineupSaves.save_id, saveId)));
    // The rows as committed, read once here: the response is made of them, and this instance's live layer
    // takes them with the change instead of reading them back after the commit (DESIGN.md "Live protocol").
    const rows = await committedRows(tx, [
      ...new Set([...savedIds, ...[...changes.values()].flatMap((c) => c.row_ids)]),
    ]);
    const stampOf = new Map(stamps.map((t) => [t.id, t.atualizado_data]));
    for (const change of changes.values()) {
      const handed = new Map<number, Record<string, unknown>>();
      for (const id of change.row_ids) {
        const row = rows.get(id);
        if (row) handed.set(id, row as unknown as Record<string, unknown>);
      }
      if (handed.size === change.row_ids.length)
        change.committed = {
          rows: handed,
          stamp: { atualizado_data: stampOf.get(change.terminal_id) ?? null, atualizador: user.name },
        };
    }
    return { change: changeOf(terminalId), changes: [...changes.values()], ids: savedIds, replayed: false, rows };
  });
}
