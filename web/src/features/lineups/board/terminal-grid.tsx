import { MESSAGES, POB_STATUS, TBI } from "@lineup/shared";
import { Button, Group, Text } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import { AllCommunityModule, ModuleRegistry, themeQuartz, type CellClassParams, type CellEditRequestEvent, type CellFocusedEvent, type GridApi, type GridReadyEvent } from "ag-grid-community";
import { AgGridReact } from "ag-grid-react";
import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type KeyboardEvent, type Ref } from "react";
import { useLocation } from "wouter";
import { ApiError } from "@/api/client";
import type { Peer } from "@/shared/live/terminal-room";
import { notifyError, notifySuccess, notifyWarning } from "@/shared/notify";
import { confirmYesNo } from "@/shared/ui/confirm";
import type { NamedOption } from "./api/get-board-options";
import { fetchLineupRow } from "./api/get-lineup-row";
import { useSaveLineupList } from "./api/save-lineup-list";
import type { BoardTerminal, LineupRow, SaveConflict } from "./api/types";
import type { StatusValue, TypedKeysSource } from "./cell-editors";
import { buildColumns, type BoardLookups } from "./columns";
import { ConflictModal, type ConflictView } from "./conflict-modal";
import {
  EMPTY_SESSION, acceptTheirs, blankLine, blankNote, buildSave, clearError, draftKey, editDraft, editRow, errorsByRow, removeRow, rowKey, sessionActive, type EditSession, type RowValues, type SplitValues,
} from "./edit-session";
import { buildGridRows, reuseRows, type GridRow } from "./grid-rows";
import type { GridContext, RowActions } from "./row-menu";
import { getRowClass } from "./row-style";
import { DEFAULT_YEAR_LOCKS, type YearLocks } from "./year-lock-header";
import "./board.css";

ModuleRegistry.registerModules([AllCommunityModule]);

const theme = themeQuartz.withParams({ fontSize: 13, headerFontSize: 12, rowHeight: 32, headerHeight: 34, spacing: 5 });

/** What the live layer (and the page) can do with a terminal's grid from outside. */
export interface TerminalGridHandle {
  /** Puts rows committed elsewhere in place by id (adding new ones) and drops deleted ones; the edit session stays on top. */
  applyServerRows: (rows: LineupRow[], deletedIds: number[]) => void;
  /** Whether this user has an open edit session on the terminal. */
  isEditing: () => boolean;
  /** Whether a cell editor is open (its typed text must survive a reload). */
  isCellEditing: () => boolean;
  /** The loaded rows by id (before this user's edits). */
  shownRows: () => Map<number, LineupRow>;
  /** Ids of loaded rows this user has changed and not saved. */
  editedIds: () => Set<number>;
}

export interface TerminalGridProps {
  terminal: BoardTerminal;
  cargoTypeId: number;
  fertilizer: boolean;
  client: boolean;
  agencyName: string;
  lookups: BoardLookups;
  berths: NamedOption[];
  ref?: Ref<TerminalGridHandle>;
  /** Other editors in the terminal's live room: their cell gets an outline in their colour. */
  peers?: Peer[];
  /** Tells the live room which cell this user is on. */
  onFocusCell?: (rowId: number | null, field?: string) => void;
  /** Opens a row in the line-up form over the board (without it, the form's own page). */
  onEditInModal?: (id: number) => void;
}

/** Fields of two versions of a row that differ, by column id (for the live highlight). */
function differingColumns(before: LineupRow, after: LineupRow): string[] {
  return Object.keys(after).filter((k) => k !== "version" && k !== "updated_at" && JSON.stringify(before[k as keyof LineupRow]) !== JSON.stringify(after[k as keyof LineupRow]));
}

/** Outline of the cell another editor is on, in that editor's colour. */
function peerCellStyle(params: CellClassParams<GridRow>) {
  const peers = (params.context as { peers?: { current: Peer[] } } | undefined)?.peers?.current ?? [];
  const peer = peers.find((p) => p.editing && p.editing.rowId === params.data?.id && p.editing.field === params.colDef.colId);
  return peer ? { boxShadow: `inset 0 0 0 2px ${peer.user.color}` } : undefined;
}

/** Replaces rows by id, appends new ones and removes deleted ones. */
function mergeRows(rows: LineupRow[], changed: LineupRow[], deletedIds: number[]): LineupRow[] {
  const byId = new Map(changed.map((r) => [r.id, r] as const));
  const kept = rows.filter((r) => !deletedIds.includes(r.id)).map((r) => byId.get(r.id) ?? r);
  const known = new Set(rows.map((r) => r.id));
  return [...kept, ...changed.filter((r) => !known.has(r.id) && !deletedIds.includes(r.id))];
}

/** Keys typed on a cell this recently still belong to the editor they opened. */
const TYPED_KEYS_MS = 400;

/** An unknown party: nothing chosen yet, or the TBI placeholder. */
const isTbi = (name: string | null | undefined) => !name || name.trim().toUpperCase() === TBI;

/** `row-12` -> 12; draft keys -> null. */
const idOfKey = (key: string) => (/^row-(\d+)$/.test(key) ? Number(key.slice(4)) : null);

/**
 * One terminal's editable line-up table: the toolbar (Edit lines, Cancel edit,
 * New line, Add note, Save), the AG Grid and the row menu. The loaded rows and
 * this operator's private edit session are kept apart, so live updates can
 * replace loaded rows by id while edits stay on top until Save.
 */
export function TerminalGrid({ terminal, cargoTypeId, fertilizer, client, agencyName, lookups, berths, ref, peers = [], onFocusCell, onEditInModal }: TerminalGridProps) {
  const [, navigate] = useLocation();
  const canEdit = terminal.editable && !client;
  const save = useSaveLineupList();

  // Loaded rows: from the board query, replaced by id from outside (live, save answers).
  const [rows, setRowsState] = useState(terminal.lineups);
  const rowsRef = useRef(rows);
  const [loaded, setLoaded] = useState(terminal.lineups);
  if (loaded !== terminal.lineups) {
    setLoaded(terminal.lineups);
    setRowsState(terminal.lineups);
    rowsRef.current = terminal.lineups;
  }
  const setRows = useCallback((next: LineupRow[]) => {
    rowsRef.current = next;
    setRowsState(next);
  }, []);

  // The edit session, mirrored in a ref so Save reads the edit the grid commits in the same click.
  const [session, setSessionState] = useState<EditSession>(EMPTY_SESSION);
  const sessionRef = useRef(session);
  const update = useCallback((change: (s: EditSession) => EditSession) => {
    const next = change(sessionRef.current);
    sessionRef.current = next;
    setSessionState(next);
  }, []);

  const [conflict, setConflict] = useState<ConflictView | null>(null);
  const api = useRef<GridApi<GridRow> | null>(null);

  useImperativeHandle(ref, () => ({
    applyServerRows: (changed, deletedIds) => {
      const before = new Map(rowsRef.current.map((r) => [r.id, r] as const));
      setRows(mergeRows(rowsRef.current, changed, deletedIds));
      // A brief highlight of what others changed, once the grid has the new data.
      setTimeout(() => {
        const grid = api.current;
        if (!grid) return;
        for (const row of changed) {
          const node = grid.getRowNode(`row-${row.id}`);
          const old = before.get(row.id);
          const columns = old ? differingColumns(old, row).filter((c) => grid.getColumn(c)) : undefined;
          if (node && (!columns || columns.length)) grid.flashCells({ rowNodes: [node], columns });
        }
      }, 50);
    },
    isEditing: () => sessionActive(sessionRef.current),
    isCellEditing: () => (api.current?.getEditingCells().length ?? 0) > 0,
    shownRows: () => new Map(rowsRef.current.map((r) => [r.id, r] as const)),
    editedIds: () => new Set([...Object.keys(sessionRef.current.edits).map(Number), ...sessionRef.current.deleted.map((d) => d.id)]),
  }));

  const previousRows = useRef(new Map<string, GridRow>());
  const gridRows = useMemo(() => {
    const next = reuseRows(buildGridRows(rows, session, canEdit), previousRows.current);
    previousRows.current = new Map(next.map((r) => [r.key, r] as const));
    return next;
  }, [rows, session, canEdit]);
  // The operator's year locks, remembered in this browser for every terminal.
  const [yearLocks, setYearLocks] = useLocalStorage<YearLocks>({ key: "lineup-year-locks", defaultValue: DEFAULT_YEAR_LOCKS, getInitialValueInEffect: false });
  const editing = session.all || session.inline.length > 0;
  const columns = useMemo(
    () =>
      buildColumns({
        client, fertilizer, agencyName, cargoTypeId, berths, lookups, withMenu: canEdit, editing, yearLocks,
        toggleYearLock: (f) => setYearLocks((locks) => ({ ...locks, [f]: !locks[f] })),
      }),
    [client, fertilizer, agencyName, cargoTypeId, berths, lookups, canEdit, editing, yearLocks, setYearLocks],
  );

  /** Applies a change to the row with this grid key (an existing row or a draft). */
  const patchKey = useCallback(
    (key: string, patch: Partial<RowValues>) =>
      update((s) => {
        const id = idOfKey(key);
        if (id === null) return editDraft(s, key, patch);
        const row = rowsRef.current.find((r) => r.id === id);
        return row ? editRow(s, row, patch) : s;
      }),
    [update],
  );

  /** Sailed needs real parties (spec.md section 4); with the house agency it asks first. */
  const setStatus = useCallback(
    (row: GridRow, v: StatusValue) => {
      if (v.status !== "Sailed") {
        patchKey(row.key, { status: v.status, pob: v.status === POB_STATUS ? v.pob : null });
        return;
      }
      const x = row.values;
      const name = (map: Map<number, NamedOption>, id: number | null) => (id === null ? null : (map.get(id)?.name ?? null));
      const unknown =
        isTbi(name(lookups.navios, x.navio_id) ?? row.server?.navio?.name) ||
        isTbi(name(lookups.cargas, x.carga_id) ?? row.server?.carga?.name) ||
        isTbi(name(lookups.afretadores, x.afretador_id) ?? row.server?.afretador?.name) ||
        isTbi(x.destination_porto === null ? null : (lookups.destinos.get(x.destination_porto)?.pais ?? row.server?.destination_port?.pais)) ||
        isTbi(name(lookups.agencias, x.agencia_id) ?? row.server?.agencia?.name);
      if (unknown) {
        notifyWarning(MESSAGES.informAllFields);
        patchKey(row.key, { status: null, pob: null });
        return;
      }
      patchKey(row.key, { status: "Sailed", pob: null });
      const house = x.agencia_id !== null && (lookups.agencias.get(x.agencia_id)?.is_house ?? row.server?.agencia?.is_house ?? false);
      if (house) confirmYesNo(MESSAGES.confirmSailed, () => undefined, () => patchKey(row.key, { status: null }));
    },
    [lookups, patchKey],
  );

  const onCellEditRequest = useCallback(
    (e: CellEditRequestEvent<GridRow>) => {
      const row = e.data;
      const field = e.column.getColId();
      if (row.kind === "split" && row.parentKey !== null && row.splitIndex !== null) {
        const splits = row.values.cargas_afretadores.map((s, j) => (j === row.splitIndex ? { ...s, [field]: e.newValue as never } : s));
        patchKey(row.parentKey, { cargas_afretadores: splits });
        update((s) => clearError(s, row.key, field));
        return;
      }
      if (row.kind === "note") {
        patchKey(row.key, { observacao: (e.newValue as string | null) ?? "" });
        update((s) => clearError(s, row.key, "observacao"));
        return;
      }
      update((s) => clearError(clearError(s, row.key, field), row.key, field === "status" ? "pob" : field));
      if (field === "status") setStatus(row, e.newValue as StatusValue);
      else patchKey(row.key, { [field]: e.newValue } as Partial<RowValues>);
    },
    [patchKey, update, setStatus],
  );

  // Row menu handlers change every render; the grid keeps one object that calls the latest.
  const latest = useRef<RowActions | null>(null);
  latest.current = {
    editInline: (row) => row.id !== null && update((s) => ({ ...s, inline: [...s.inline, row.id as number] })),
    editInModal: (row) => {
      if (row.id === null) return;
      if (onEditInModal) onEditInModal(row.id);
      else navigate(`/lineups/editar/${row.id}`);
    },
    addCopy: (row) => {
      const values: RowValues = { ...row.values, call_number: null, call_in_id: null, cargas_afretadores: row.values.cargas_afretadores.map((s) => ({ ...s })) };
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
      const split: SplitValues = { carga_id: row.values.carga_id, qty: null, afretador_id: row.values.afretador_id, recebedor_id: null };
      patchKey(row.key, { cargas_afretadores: [...row.values.cargas_afretadores, split] });
      const id = row.id;
      if (id !== null && !row.editable) update((s) => ({ ...s, inline: [...s.inline, id] }));
    },
    remove: (row) => {
      if (row.kind === "split" && row.parentKey !== null) {
        patchKey(row.parentKey, { cargas_afretadores: row.values.cargas_afretadores.filter((_, j) => j !== row.splitIndex) });
        return;
      }
      const loaded = row.server;
      if (loaded === null) update((s) => ({ ...s, drafts: s.drafts.filter((d) => d.key !== row.key) }));
      else update((s) => removeRow(s, loaded));
    },
  };
  // Keys typed on a cell before its editor has focus (a fast typist's second and third digits).
  const typedKeys = useRef({ keys: "", at: 0 });
  const onGridKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // Ctrl+S (Cmd+S) saves the table, as in a spreadsheet, instead of saving the web page.
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "s") {
      e.preventDefault();
      if (sessionActive(sessionRef.current)) onSave();
      return;
    }
    recordTypedKey(e);
  };
  const recordTypedKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const onCell = e.target instanceof HTMLElement && e.target.classList.contains("ag-cell");
    if (!onCell || e.key.length !== 1 || e.key === " " || e.ctrlKey || e.metaKey || e.altKey) return;
    const now = performance.now();
    const recent = now - typedKeys.current.at < TYPED_KEYS_MS;
    typedKeys.current = { keys: recent ? typedKeys.current.keys + e.key : e.key, at: now };
  };
  const peersRef = useRef(peers);
  peersRef.current = peers;
  useEffect(() => {
    api.current?.refreshCells({ force: true });
  }, [peers]);
  const context = useMemo<GridContext & TypedKeysSource & { peers: { current: Peer[] } }>(
    () => ({
      peers: peersRef,
      takeTypedKeys: () => {
        const { keys, at } = typedKeys.current;
        typedKeys.current = { keys: "", at: 0 };
        return performance.now() - at < TYPED_KEYS_MS ? keys : "";
      },
      actions: {
        editInline: (r) => latest.current?.editInline(r),
        editInModal: (r) => latest.current?.editInModal(r),
        addCopy: (r) => latest.current?.addCopy(r),
        addCall: (r) => latest.current?.addCall(r),
        addSplit: (r) => latest.current?.addSplit(r),
        remove: (r) => latest.current?.remove(r),
      },
    }),
    [],
  );

  const addDraft = (values: RowValues) => {
    const key = draftKey();
    update((s) => ({ ...s, all: true, drafts: [...s.drafts, { key, values, afterKey: null }] }));
    // Put the person on the new row's first cell, ready to type.
    setTimeout(() => {
      const node = api.current?.getRowNode(key);
      if (node?.rowIndex !== null && node?.rowIndex !== undefined) api.current?.setFocusedCell(node.rowIndex, "navio_id");
    }, 50);
  };

  /** Opens every row for editing and, unless a cell already has focus, puts the person on the first one. */
  const editLines = () => {
    update((s) => ({ ...s, all: true }));
    setTimeout(() => {
      const grid = api.current;
      if (grid && !grid.getFocusedCell() && grid.getDisplayedRowCount() > 0) grid.setFocusedCell(0, "navio_id");
    }, 50);
  };

  const cancelEdit = () => {
    api.current?.stopEditing(true);
    update(() => EMPTY_SESSION);
  };

  const onSave = () => {
    api.current?.stopEditing();
    const s = sessionRef.current;
    const { body, keys } = buildSave(terminal.id, cargoTypeId, rowsRef.current, s);
    if (!body.list.length && !body.deleted_lines.length) {
      update(() => EMPTY_SESSION);
      return;
    }
    save.mutate(body, {
      onSuccess: (result) => {
        setRows(mergeRows(rowsRef.current, result.lineups.filter(Boolean), body.deleted_lines.map((d) => d.id)));
        update(() => EMPTY_SESSION);
        notifySuccess(MESSAGES.linesSaved);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422 && error.body.errors) {
          const byRow = errorsByRow(error.body.errors, keys);
          update((cur) => ({ ...cur, errors: byRow }));
          notifyWarning(MESSAGES.checkAllLines);
          if (!Object.keys(byRow).length) notifyError(Object.values(error.body.errors)[0]?.[0] ?? MESSAGES.checkAllLines);
        } else if (error instanceof ApiError && error.status === 409) {
          // A clashing deletion is keyed by its row: removed rows have no place in `list`.
          const conflicts = ((error.body as { conflicts?: SaveConflict[] }).conflicts ?? []).map((c) => ({ ...c, key: "index" in c ? (keys[c.index] ?? "") : rowKey(c.id) }));
          setConflict({ message: error.body.message ?? "", conflicts });
        } else notifyError(error instanceof ApiError && error.status === 403 ? MESSAGES.forbidden : MESSAGES.systemError);
      },
    });
  };

  const reloadTheirs = async (view: ConflictView) => {
    const ids = [...new Set(view.conflicts.map((c) => c.id))];
    const fresh = await Promise.all(ids.map((id) => fetchLineupRow(id)));
    setRows(mergeRows(rowsRef.current, fresh, []));
    update((s) => acceptTheirs(s, fresh, view.conflicts));
    setConflict(null);
  };

  const active = sessionActive(session);
  // Unsaved edits are private to this page: leaving it asks first.
  useEffect(() => {
    if (!active) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [active]);
  const onGridReady = (e: GridReadyEvent<GridRow>) => {
    api.current = e.api;
  };

  return (
    <>
      {canEdit && (
        <Group gap="xs" mb="xs" aria-label={`${terminal.name} table actions`} role="toolbar">
          {!session.all && (
            <Button size="xs" variant="light" onClick={editLines}>
              Edit lines
            </Button>
          )}
          {active && (
            <Button size="xs" variant="default" onClick={cancelEdit}>
              Cancel edit
            </Button>
          )}
          {session.all && (
            <>
              <Button size="xs" variant="light" onClick={() => addDraft(blankLine())}>
                New line
              </Button>
              <Button size="xs" variant="light" onClick={() => addDraft(blankNote())}>
                Add note
              </Button>
            </>
          )}
          {active && (
            <Button size="xs" onClick={onSave} loading={save.isPending} title="Save (Ctrl+S)">
              Save
            </Button>
          )}
        </Group>
      )}
      {gridRows.length === 0 ? (
        <Text c="dimmed" size="sm" py="sm">
          There are no vessels to call at this terminal.
        </Text>
      ) : (
        <div role="region" aria-label={`${terminal.name} line-up`} onKeyDownCapture={onGridKeyDown}>
          <AgGridReact<GridRow>
            theme={theme}
            rowData={gridRows}
            columnDefs={columns}
            defaultColDef={{ sortable: false, resizable: true, suppressMovable: true, cellDataType: false, flex: 1, suppressHeaderMenuButton: true, cellStyle: peerCellStyle }}
            getRowId={(p) => p.data.key}
            getRowClass={getRowClass}
            context={context}
            readOnlyEdit
            onCellEditRequest={onCellEditRequest}
            singleClickEdit={false}
            enterNavigatesVerticallyAfterEdit
            stopEditingWhenCellsLoseFocus
            tooltipShowDelay={0}
            domLayout="autoHeight"
            suppressRowVirtualisation
            suppressColumnVirtualisation
            suppressCellFocus={false}
            onGridReady={onGridReady}
            onCellFocused={(e: CellFocusedEvent<GridRow>) => {
              const row = e.rowIndex === null ? undefined : e.api.getDisplayedRowAtIndex(e.rowIndex)?.data;
              const field = typeof e.column === "string" ? e.column : e.column?.getColId();
              onFocusCell?.(row?.id ?? null, field);
            }}
          />
        </div>
      )}
      <ConflictModal view={conflict} onClose={() => setConflict(null)} onReload={reloadTheirs} rows={gridRows} />
    </>
  );
}
