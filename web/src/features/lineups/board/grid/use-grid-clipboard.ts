import type { GridApi } from "ag-grid-community";
import type { ClipboardEvent, RefObject } from "react";
import { notifyWarning } from "@/shared/notify";
import {
  blankLine,
  draftKey,
  type DraftRow,
  type EditSession,
  type RowValues,
  type SplitValues,
} from "../edit/edit-session";
import type { CommOption, NamedOption } from "../api/get-board-options";
import type { BoardLookups } from "../board-lookups";
import { SPLIT_FIELDS } from "./columns";
import type { GridRow } from "./grid-rows";
import { isPasteField, parseBlock, readPasted, type PasteLists } from "./paste";
import type { StatusValue } from "./status-editor";
import type { useGridState } from "./use-grid-state";

interface ClipboardOptions {
  api: RefObject<GridApi<GridRow> | null>;
  state: ReturnType<typeof useGridState>;
  lookups: BoardLookups;
  berths: NamedOption[];
  /** The comms the terminal takes for this comm type. */
  comms: CommOption[];
  canEdit: boolean;
  patchKey: (key: string, patch: Partial<RowValues>) => void;
  setStatus: (row: GridRow, value: StatusValue) => void;
}

/** A split line's values with the pasted ones of its columns. */
const splitWith = (split: SplitValues, p: Partial<RowValues>): SplitValues => ({
  carga_id: p.carga_id !== undefined ? p.carga_id : split.carga_id,
  qty: p.qty !== undefined ? p.qty : split.qty,
  afretador_id: p.afretador_id !== undefined ? p.afretador_id : split.afretador_id,
  recebedor_id: p.recebedor_id !== undefined ? p.recebedor_id : split.recebedor_id,
});

/**
 * The table's clipboard, as a spreadsheet's: Ctrl+V pastes a block copied from
 * Excel or Google Sheets from the focused cell on (names matched to the lists,
 * what cannot be read marked on its cell, lines beyond the table added as new
 * ones, one Ctrl+Z for all of it); Ctrl+C copies the focused cell as shown.
 */
export function useGridClipboard({
  api,
  state,
  lookups,
  berths,
  comms,
  canEdit,
  patchKey,
  setStatus,
}: ClipboardOptions) {
  const { options } = lookups;
  const lists: PasteLists = {
    navio_id: options.navios,
    berco_id: berths,
    carga_id: comms,
    afretador_id: options.afretadores,
    recebedor_id: options.recebedores,
    destination_porto: options.lineups_portos,
    agencia_id: options.agencias,
  };
  const onPaste = (e: ClipboardEvent<HTMLElement>) => {
    const grid = api.current;
    const focused = grid?.getFocusedCell();
    if (!canEdit || !grid || !focused || grid.getEditingCells().length) return;
    const block = parseBlock(e.clipboardData.getData("text/plain"));
    if (!block.length) return;
    e.preventDefault();
    const columns = grid.getAllDisplayedColumns();
    const fields = columns.slice(columns.indexOf(focused.column)).map((c) => c.getColId());
    const errors: EditSession["errors"] = {};
    const pasted: Record<string, string[]> = {};
    const drafts: DraftRow[] = [];
    state.update((s) => ({ ...s, all: true }));
    block.forEach((cells, i) => {
      const row = grid.getDisplayedRowAtIndex(focused.rowIndex + i)?.data;
      if (row?.kind === "note") return;
      const key = row?.key ?? draftKey();
      let patch: Partial<RowValues> = {};
      cells.forEach((text, j) => {
        const field = fields[j];
        if (!field || !isPasteField(field) || (row?.kind === "split" && !SPLIT_FIELDS.has(field))) return;
        (pasted[key] ??= []).push(field);
        const read = readPasted(field, text, lists);
        if (read.ok) patch = { ...patch, ...read.patch };
        else errors[key] = { ...errors[key], [field]: read.error };
      });
      if (!row) drafts.push({ key, values: { ...blankLine(), ...patch }, afterKey: null });
      else if (row.kind === "split" && row.parentKey !== null) {
        patchKey(row.parentKey, {
          cargas_afretadores: row.values.cargas_afretadores.map((s, j) =>
            j === row.splitIndex ? splitWith(s, patch) : s,
          ),
        });
      } else {
        const { status, pob, ...rest } = patch;
        patchKey(row.key, rest);
        if (status !== undefined)
          setStatus({ ...row, values: { ...row.values, ...rest } }, { status, pob: pob ?? null });
      }
    });
    state.update((s) => {
      const marks = { ...s.errors };
      for (const [key, list] of Object.entries(pasted)) {
        const kept = Object.fromEntries(
          Object.entries(marks[key] ?? {}).filter(
            ([f]) => !list.includes(f) && !(f === "pob" && list.includes("status")),
          ),
        );
        marks[key] = { ...kept, ...errors[key] };
      }
      return { ...s, drafts: [...s.drafts, ...drafts], errors: marks };
    });
    const refused = Object.values(errors).reduce((n, e) => n + Object.keys(e ?? {}).length, 0);
    if (refused)
      notifyWarning(
        `${refused} pasted ${refused === 1 ? "cell" : "cells"} could not be read: ` +
          `${refused === 1 ? "it is" : "they are"} marked in red (the mark says why). ` +
          `Ctrl+Z takes the whole paste back.`,
      );
  };

  const onCopy = (e: ClipboardEvent<HTMLElement>) => {
    const grid = api.current;
    const focused = grid?.getFocusedCell();
    const node = focused ? grid?.getDisplayedRowAtIndex(focused.rowIndex) : undefined;
    if (!grid || !focused || !node || grid.getEditingCells().length) return;
    const shown = grid.getCellValue({ rowNode: node, colKey: focused.column, useFormatter: true });
    e.clipboardData.setData("text/plain", shown == null ? "" : String(shown));
    e.preventDefault();
  };

  return { onPaste, onCopy };
}
