import { MESSAGES, POB_STATUS, TBI } from "@lineup/shared";
import type { CellEditRequestEvent } from "ag-grid-community";
import { useCallback, useRef } from "react";
import { useLocation } from "wouter";
import { notifySuccess, notifyWarning } from "@/shared/notify";
import { confirmYesNo } from "@/shared/ui/confirm";
import type { NamedOption } from "../api/get-board-options";
import { markLineupUpdated } from "../api/mark-updated";
import { statusValueOf, type StatusValue } from "./status-editor";
import type { BoardLookups } from "../board-lookups";
import {
  blankLine,
  clearError,
  draftKey,
  editDraft,
  editRow,
  removeRow,
  restoreRow,
  type RowValues,
  type SplitValues,
} from "../edit/edit-session";
import type { GridRow } from "./grid-rows";
import { openRowDateEditor } from "./row-date-modal";
import type { RowActions } from "./row-menu";
import type { useGridState } from "./use-grid-state";

/** An unknown party: nothing chosen yet, or the TBI placeholder. */
const isTbi = (name: string | null | undefined) => !name || name.trim().toUpperCase() === TBI;

/** `row-12` -> 12; draft keys -> null. */
export const idOfKey = (key: string) => (/^row-(\d+)$/.test(key) ? Number(key.slice(4)) : null);

/**
 * What a person's edits do to the session: a committed cell, a status change
 * (with the Sailed rules of spec.md section 4) and the row menu's actions.
 * The row menu gets one stable object that calls the latest handlers.
 */
export function useRowActions(
  state: ReturnType<typeof useGridState>,
  lookups: BoardLookups,
  onEditInModal?: (id: number) => void,
) {
  const [, navigate] = useLocation();
  const { update, rowsRef } = state;

  /** Applies a change to the row with this grid key (an existing row or a draft). */
  const patchKey = useCallback(
    (key: string, patch: Partial<RowValues>) =>
      update((s) => {
        const id = idOfKey(key);
        if (id === null) return editDraft(s, key, patch);
        const row = rowsRef.current.find((r) => r.id === id);
        return row ? editRow(s, row, patch) : s;
      }),
    [update, rowsRef],
  );

  /** Sailed needs real parties (spec.md section 4); with the house agency it asks first. */
  const setStatus = useCallback(
    (row: GridRow, v: StatusValue) => {
      if (v.status !== "Sailed") {
        patchKey(row.key, { status: v.status, pob: v.status === POB_STATUS ? v.pob : null });
        return;
      }
      const x = row.values;
      const name = (map: Map<number, NamedOption>, id: number | null) =>
        id === null ? null : (map.get(id)?.name ?? null);
      const unknown =
        isTbi(name(lookups.navios, x.navio_id) ?? row.server?.navio?.name) ||
        isTbi(name(lookups.cargas, x.carga_id) ?? row.server?.carga?.name) ||
        isTbi(name(lookups.afretadores, x.afretador_id) ?? row.server?.afretador?.name) ||
        isTbi(
          x.destination_porto === null
            ? null
            : (lookups.destinos.get(x.destination_porto)?.pais ?? row.server?.destination_port?.pais),
        ) ||
        isTbi(name(lookups.agencias, x.agencia_id) ?? row.server?.agencia?.name);
      if (unknown) {
        notifyWarning(MESSAGES.informAllFields);
        patchKey(row.key, { status: null, pob: null });
        return;
      }
      patchKey(row.key, { status: "Sailed", pob: null });
      const house =
        x.agencia_id !== null &&
        (lookups.agencias.get(x.agencia_id)?.is_house ?? row.server?.agencia?.is_house ?? false);
      if (house)
        confirmYesNo(
          MESSAGES.confirmSailed,
          () => undefined,
          () => patchKey(row.key, { status: null }),
        );
    },
    [lookups, patchKey],
  );

  const onCellEditRequest = useCallback(
    (e: CellEditRequestEvent<GridRow>) => {
      const row = e.data;
      const field = e.column.getColId();
      if (row.kind === "split" && row.parentKey !== null && row.splitIndex !== null) {
        // Cast: the grid hands the value over untyped (AG Grid's `any`);
        // the column's own editor made it for this field.
        const splits = row.values.cargas_afretadores.map((s, j) =>
          j === row.splitIndex ? { ...s, [field]: e.newValue as never } : s,
        );
        patchKey(row.parentKey, { cargas_afretadores: splits });
        update((s) => clearError(s, row.key, field));
        return;
      }
      if (row.kind === "note") {
        patchKey(row.key, { observacao: typeof e.newValue === "string" ? e.newValue : "" });
        update((s) => clearError(s, row.key, "observacao"));
        return;
      }
      update((s) => clearError(clearError(s, row.key, field), row.key, field === "status" ? "pob" : field));
      if (field === "status") {
        const status = statusValueOf(e.newValue);
        if (status) setStatus(row, status);
      } else {
        // Cast: as above, the column's editor made the value for its field;
        // a per-field decoder would repeat each editor.
        patchKey(row.key, { [field]: e.newValue } as Partial<RowValues>);
      }
    },
    [patchKey, update, setStatus],
  );

  const latest = useRef<RowActions | null>(null);
  latest.current = {
    editInline: ({ id }) => id !== null && update((s) => ({ ...s, inline: [...s.inline, id] })),
    editInModal: (row) => {
      if (row.id === null) return;
      if (onEditInModal) onEditInModal(row.id);
      else navigate(`/lineups/editar/${row.id}`);
    },
    addCopy: (row) => {
      const values: RowValues = {
        ...row.values,
        call_number: null,
        call_in_id: null,
        cargas_afretadores: row.values.cargas_afretadores.map((s) => ({ ...s })),
      };
      update((s) => ({ ...s, drafts: [...s.drafts, { key: draftKey(), values, afterKey: row.key }] }));
    },
    addCall: (row) => {
      const v = row.values;
      const values: RowValues = {
        ...blankLine(),
        navio_id: v.navio_id,
        agencia_id: v.agencia_id,
        client_type: v.client_type,
        carga_id: v.carga_id,
        qty: v.qty,
        qty_unidade: v.qty_unidade,
        afretador_id: v.afretador_id,
        recebedor_id: v.recebedor_id,
        destination_porto: v.destination_porto,
        call_in_id: row.id,
        call_number: (v.call_number ?? 1) + 1,
      };
      update((s) => ({ ...s, drafts: [...s.drafts, { key: draftKey(), values, afterKey: row.key }] }));
    },
    addSplit: (row) => {
      // A new split line takes the parent's charterer (spec.md section 5).
      const split: SplitValues = {
        carga_id: row.values.carga_id,
        qty: null,
        afretador_id: row.values.afretador_id,
        recebedor_id: null,
      };
      patchKey(row.key, { cargas_afretadores: [...row.values.cargas_afretadores, split] });
      const id = row.id;
      if (id !== null && !row.editable) update((s) => ({ ...s, inline: [...s.inline, id] }));
    },
    remove: (row) => {
      if (row.kind === "split" && row.parentKey !== null) {
        patchKey(row.parentKey, {
          cargas_afretadores: row.values.cargas_afretadores.filter((_, j) => j !== row.splitIndex),
        });
        return;
      }
      const loaded = row.server;
      if (loaded === null) update((s) => ({ ...s, drafts: s.drafts.filter((d) => d.key !== row.key) }));
      else update((s) => removeRow(s, loaded));
    },
    restore: (row) => {
      const id = row.id;
      if (id !== null) update((s) => restoreRow(s, id));
    },
    markUpdated: (row) => {
      if (row.id === null) return;
      // The row's new mark comes back through the live room; errors are the request layer's notices.
      markLineupUpdated(row.id).then(
        (res) => notifySuccess(res.message),
        () => undefined,
      );
    },
    editDate: (row) => {
      if (row.server) openRowDateEditor(row.server);
    },
  };
  const actions = useRef<RowActions>({
    editInline: (r) => latest.current?.editInline(r),
    editInModal: (r) => latest.current?.editInModal(r),
    addCopy: (r) => latest.current?.addCopy(r),
    addCall: (r) => latest.current?.addCall(r),
    addSplit: (r) => latest.current?.addSplit(r),
    remove: (r) => latest.current?.remove(r),
    restore: (r) => latest.current?.restore(r),
    markUpdated: (r) => latest.current?.markUpdated(r),
    editDate: (r) => latest.current?.editDate(r),
  }).current;

  return { onCellEditRequest, actions, patchKey, setStatus };
}
