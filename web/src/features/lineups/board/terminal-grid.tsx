import { Text } from "@mantine/core";
import { useLocalStorage, useMediaQuery } from "@mantine/hooks";
import type {
  CellDoubleClickedEvent,
  CellEditingStartedEvent,
  CellFocusedEvent,
  ColDef,
  GetRowIdParams,
  GridApi,
  GridReadyEvent,
  RowClassParams,
} from "ag-grid-community";
import { AgGridReact } from "ag-grid-react";
import { useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type Ref } from "react";
import { peoplePresent } from "@/shared/live/presence";
import type { Peer } from "@/shared/live/terminal-room";
import type { CommOption, NamedOption } from "./api/get-board-options";
import type { BoardTerminal, LineupRow } from "./api/types";
import type { TypedKeysSource } from "./cell-editors";
import { CellHistory, HISTORY_SHORTCUT, type HistoryTarget } from "./cell-history";
import type { RowChangeSince } from "./changed-since";
import type { BoardLookups } from "./board-lookups";
import { buildColumns } from "./columns";
import { ConflictModal } from "./conflict-modal";
import { blankLine, blankNote, closeEditor, draftKey, openEditor, sessionActive, type RowValues } from "./edit-session";
import { GridToolbar } from "./grid-toolbar";
import { peerOutlineCss } from "./peer-outlines";
import { buildGridRows, fieldsOfCell, reuseRows, type GridRow } from "./grid-rows";
import type { GridContext } from "./row-menu";
import { getRowClass, rowClassRules } from "./row-style";
import { FOCUS_TABLE_EVENT, SKIP_TARGET } from "./skip-to-table";
import { TerminalCards } from "./terminal-cards";
import { RestoredDraftNotice } from "./restored-draft-notice";
import { useUnsavedTable } from "./use-unsaved-table";
import { useGridClipboard } from "./use-grid-clipboard";
import { useGridKeys } from "./use-grid-keys";
import { useGridState } from "./use-grid-state";
import { useFrameSteps, useMountInTurn } from "./mount-in-turn";
import { idOfKey, useRowActions } from "./use-row-actions";
import { useTableSave } from "./use-table-save";
import { DEFAULT_YEAR_LOCKS, type YearLocks } from "./year-lock-header";
import { gridTheme, HEADER_HEIGHT, keepGridStyles, ROW_HEIGHT } from "./grid-setup";
import "./board.css";

/** Phones get a card per row instead of the table. */
const PHONE_QUERY = "(max-width: 600px)";

/**
 * The grid's height: all its rows when they fit, else the screen below the top
 * bar, scrolling inside (its header stays, and AG Grid draws only the rows in view).
 */
const gridHeight = (rowCount: number, scrollbar: number) =>
  `min(${HEADER_HEIGHT + rowCount * ROW_HEIGHT + scrollbar + 2}px, var(--lineup-grid-max-height))`;
/**
 * A big table fills in steps, each drawing a part of what is in view (every
 * row is some 25 React cells, 2 to 4 ms on a 2-core machine) rather than all of
 * it in one long task: this many more rows a step until the screen's height
 * is filled, then all of them, then the rows beyond each edge of the view that
 * are ready for the wheel (AG Grid's default buffer of 10), half in each step.
 */
const ROWS_PER_STEP = 8;
const ROW_BUFFER = 10;
/** The steps a grid fills in: the screen's height, all rows, half the buffer, the buffer. */
const fillSteps = () => Math.ceil(window.innerHeight / ROW_HEIGHT / ROWS_PER_STEP) + 3;

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
  /** A field's column as its header names it (QTTY, Disport, …). */
  columnName: (field: string) => string | undefined;
}

export interface TerminalGridProps {
  terminal: BoardTerminal;
  cargoTypeId: number;
  fertilizer: boolean;
  client: boolean;
  agencyName: string;
  lookups: BoardLookups;
  berths: NamedOption[];
  /** The comms this terminal takes for the comm type shown. */
  comms: CommOption[];
  ref?: Ref<TerminalGridHandle>;
  /** Other editors in the terminal's live room: their cell gets an outline in their colour. */
  peers?: Peer[];
  /** Tells the live room which cell this user is on, and whether an editor is open on it. */
  onFocusCell?: (rowId: number | null, field?: string, open?: boolean) => void;
  /** Opens a row in the line-up form over the board (without it, the form's own page). */
  onEditInModal?: (id: number) => void;
  /** A past board's compare mode: what changed in each row since (highlighted). */
  changedSince?: ReadonlyMap<number, RowChangeSince>;
}

/** Fields of two versions of a row that differ, by column id (for the live highlight). */
function differingColumns(before: LineupRow, after: LineupRow): string[] {
  return Object.keys(after).filter(
    (k) =>
      k !== "version" &&
      k !== "updated_at" &&
      JSON.stringify(before[k as keyof LineupRow]) !== JSON.stringify(after[k as keyof LineupRow]),
  );
}

/** Column defaults, one object for the grid's life (a new one on each render would make AG Grid rebuild every column). */
const DEFAULT_COL_DEF: ColDef<GridRow> = {
  sortable: false,
  resizable: true,
  suppressMovable: true,
  cellDataType: false,
  flex: 1,
  suppressHeaderMenuButton: true,
};
const rowIdOf = (p: GetRowIdParams<GridRow>) => p.data.key;

/**
 * One terminal's editable line-up table: the toolbar (Edit lines, Cancel edit,
 * New line, Add note, Save), the AG Grid and the row menu. The loaded rows and
 * this operator's private edit session are kept apart, so live updates can
 * replace loaded rows by id while edits stay on top until Save.
 */
export function TerminalGrid({
  terminal,
  cargoTypeId,
  fertilizer,
  client,
  agencyName,
  lookups,
  berths,
  comms,
  ref,
  peers = [],
  onFocusCell,
  onEditInModal,
  changedSince,
}: TerminalGridProps) {
  const canEdit = terminal.editable && !client;
  const state = useGridState(terminal, lookups);
  const { rows, rowsRef, session, sessionRef, update } = state;
  const api = useRef<GridApi<GridRow> | null>(null);
  const saving = useTableSave(terminal, cargoTypeId, lookups, state, api);
  const { onCellEditRequest, actions, patchKey, setStatus } = useRowActions(state, lookups, onEditInModal);
  const clipboard = useGridClipboard({ api, state, lookups, berths, comms, canEdit, patchKey, setStatus });
  // Unsaved work (an open editor's value too) is asked about before it is dropped, and kept in the browser until saved or discarded.
  const unsavedWork = useUnsavedTable(state, api, terminal.id, cargoTypeId, canEdit);
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  // The grid is built a frame after its place on the page (one terminal per frame).
  const built = useMountInTurn();
  const [lastStep] = useState(fillSteps);
  const step = useFrameSteps(built, lastStep);
  const wrapper = useRef<HTMLDivElement>(null);
  // The sideways scroll bar's height, when the columns are wider than the screen (the grid keeps room for it).
  const [scrollbar, setScrollbar] = useState(0);
  const measureScrollbar = () =>
    setScrollbar(wrapper.current?.querySelector<HTMLElement>(".ag-body-horizontal-scroll")?.offsetHeight ?? 0);

  useImperativeHandle(ref, () => ({
    applyServerRows: (changed, deletedIds) => {
      const before = state.applyForeignRows(changed, deletedIds);
      // A brief highlight of what others changed, once the grid has the new data.
      setTimeout(() => {
        const grid = api.current;
        if (!grid) return;
        for (const row of changed) {
          const old = before.get(row.id);
          // The same version is the same row (a live room's first sync): nothing to show.
          if (old && old.version === row.version) continue;
          const node = grid.getRowNode(`row-${row.id}`);
          const columns = old ? differingColumns(old, row).filter((c) => grid.getColumn(c)) : undefined;
          if (node && (!columns || columns.length)) grid.flashCells({ rowNodes: [node], columns });
        }
      }, 50);
    },
    isEditing: () => sessionActive(sessionRef.current),
    isCellEditing: () => (api.current?.getEditingCells().length ?? 0) > 0,
    shownRows: () => new Map(rowsRef.current.map((r) => [r.id, r] as const)),
    columnName: (field) => api.current?.getColumn(field)?.getColDef().headerName || undefined,
  }));

  const previousRows = useRef<{ byKey: Map<string, GridRow>; list: GridRow[] }>({ byKey: new Map(), list: [] });
  const gridRows = useMemo(() => {
    const prev = previousRows.current;
    const next = reuseRows(buildGridRows(rows, session, canEdit), prev.byKey);
    // A session change that touches no row (an editor opening) keeps the same array: the grid has nothing to redo under the open editor.
    if (next.length === prev.list.length && next.every((r, i) => r === prev.list[i])) return prev.list;
    previousRows.current = { byKey: new Map(next.map((r) => [r.key, r] as const)), list: next };
    return next;
  }, [rows, session, canEdit]);
  // What a big table shows while it fills in (the whole list once it fits, so a small table is given its rows once).
  const shownCount = step >= lastStep - 2 ? Infinity : step * ROWS_PER_STEP;
  const shownRows = useMemo(
    () => (gridRows.length > shownCount ? gridRows.slice(0, shownCount) : gridRows),
    [gridRows, shownCount],
  );
  // The operator's year locks, remembered in this browser for every terminal.
  const [storedLocks, setYearLocks] = useLocalStorage<YearLocks>({
    key: "lineup-year-locks",
    defaultValue: DEFAULT_YEAR_LOCKS,
    getInitialValueInEffect: false,
  });
  // The same locks read again from storage are a new object: kept by value, so the columns are not rebuilt for nothing.
  const { eta, etb, etc } = storedLocks;
  const yearLocks = useMemo<YearLocks>(() => ({ eta, etb, etc }), [eta, etb, etc]);
  const editing = session.all || session.inline.length > 0;
  const columns = useMemo(
    () =>
      buildColumns({
        // The row menu is on every table: read-only ones have History in it.
        client,
        fertilizer,
        agencyName,
        berths,
        comms,
        lookups,
        withMenu: true,
        editing,
        yearLocks,
        changedSince,
        toggleYearLock: (f) => setYearLocks((locks) => ({ ...locks, [f]: !locks[f] })),
      }),
    [client, fertilizer, agencyName, berths, comms, lookups, editing, yearLocks, setYearLocks, changedSince],
  );
  // A row of a past board no longer on the live board (compare mode) is struck through.
  const rowRules = useMemo(
    () =>
      changedSince
        ? {
            ...rowClassRules,
            "lineup-row-gone-since": (p: RowClassParams<GridRow>) =>
              p.data?.id != null && !!changedSince.get(p.data.id)?.gone,
          }
        : rowClassRules,
    [changedSince],
  );

  // The history panel: of a row, and of the focused cell's field when opened from a cell.
  const [historyOf, setHistoryOf] = useState<HistoryTarget | null>(null);
  const historyTarget = (row: GridRow, colId: string | null): HistoryTarget | null => {
    const id = row.kind === "split" ? idOfKey(row.parentKey ?? "") : row.id;
    const loaded = id === null ? undefined : rowsRef.current.find((r) => r.id === id);
    if (!loaded) return null;
    const fields = colId ? fieldsOfCell(row, colId) : [];
    return { row: loaded, fields: fields.length ? fields : null };
  };
  // The grid's context stays the same object: the menu calls the latest handler through this.
  const showHistory = useRef<(row: GridRow) => void>(() => undefined);
  showHistory.current = (row: GridRow) => {
    const focused = api.current?.getFocusedCell();
    const focusedRow = focused ? api.current?.getDisplayedRowAtIndex(focused.rowIndex)?.data : undefined;
    setHistoryOf(historyTarget(row, focusedRow?.key === row.key ? (focused?.column.getColId() ?? null) : null));
  };
  const openFocusedHistory = () => {
    const focused = api.current?.getFocusedCell();
    const row = focused ? api.current?.getDisplayedRowAtIndex(focused.rowIndex)?.data : undefined;
    if (!focused || !row || api.current?.getEditingCells().length) return false;
    const target = historyTarget(row, focused.column.getColId());
    if (target) setHistoryOf(target);
    return target !== null;
  };

  const keys = useGridKeys({
    api,
    wrapper,
    save: () => sessionActive(sessionRef.current) && saving.onSave(),
    undoRedo: state.undoRedo,
    openFocusedHistory,
  });
  const presenceScope = useId();
  const peerCss = useMemo(() => peerOutlineCss(presenceScope, peoplePresent(peers)), [presenceScope, peers]);
  // A conflict or a removal marks cells whose value may not change (yours stays on top of theirs): the grid would skip them.
  useEffect(() => {
    api.current?.refreshCells({ force: true });
  }, [session.conflicts, session.deleted, session.removalConflicts]);
  const context = useMemo<GridContext & TypedKeysSource>(
    () => ({
      takeTypedKeys: keys.takeTypedKeys,
      actions,
      showHistory: (row: GridRow) => showHistory.current(row),
      readOnly: !canEdit,
    }),
    [actions, canEdit],
  );

  const addDraft = (values: RowValues) => {
    const key = draftKey();
    update((s) => ({ ...s, all: true, drafts: [...s.drafts, { key, values, afterKey: null }] }));
    // Put the person on the new row's first cell, ready to type.
    setTimeout(() => {
      const node = api.current?.getRowNode(key);
      if (node?.rowIndex === null || node?.rowIndex === undefined) return;
      api.current?.ensureNodeVisible(node);
      api.current?.setFocusedCell(node.rowIndex, "navio_id");
      // The grid scrolls only inside itself: the page too, so the whole new row is on screen (not half under the bottom edge).
      requestAnimationFrame(() =>
        wrapper.current?.querySelector(`[row-id="${key}"] [col-id="navio_id"]`)?.scrollIntoView({ block: "nearest" }),
      );
    }, 50);
  };

  /** Opens every row for editing and, unless a cell already has focus, puts the person on the first one in view. */
  const editLines = () => {
    update((s) => ({ ...s, all: true }));
    setTimeout(() => {
      const grid = api.current;
      // The grid remembers its last focused cell after the focus has left the table (Cancel edit, a click elsewhere): the page's focus is what counts.
      if (grid && !wrapper.current?.contains(document.activeElement)) focusFirstCell(grid);
    }, 50);
  };

  // The skip link's jump: the first cell in view.
  useEffect(() => {
    const el = wrapper.current;
    const onFocusTable = () => api.current && focusFirstCell(api.current);
    el?.addEventListener(FOCUS_TABLE_EVENT, onFocusTable);
    return () => el?.removeEventListener(FOCUS_TABLE_EVENT, onFocusTable);
  });

  const active = sessionActive(session);

  /** The editor opened on a cell of an existing row: its change is based on the row as seen now. */
  const onCellEditingStarted = (e: CellEditingStartedEvent<GridRow>) => {
    const row = e.data;
    const id = row?.kind === "split" ? idOfKey(row.parentKey ?? "") : (row?.id ?? null);
    const field = row ? fieldsOfCell(row, e.column.getColId())[0] : undefined;
    const loaded = id === null ? undefined : rowsRef.current.find((r) => r.id === id);
    if (loaded && field) update((s) => openEditor(s, loaded, field));
    onFocusCell?.(row?.id ?? null, e.column.getColId(), true);
  };
  // After the grid's own commit of the value (cellEditRequest), whichever order it sends them in; others see the person viewing where the focus is now.
  const onCellEditingStopped = () =>
    setTimeout(() => {
      update(closeEditor);
      const focused = api.current?.getFocusedCell();
      const row = focused ? api.current?.getDisplayedRowAtIndex(focused.rowIndex)?.data : undefined;
      onFocusCell?.(row?.id ?? null, focused?.column.getColId(), false);
    }, 0);

  // A double click on a note's text edits the note (its Vessel cell holds the editor).
  const onCellDoubleClicked = (e: CellDoubleClickedEvent<GridRow>) => {
    if (e.data?.kind === "note" && e.data.editable && e.column.getColId() === "berco_id" && e.rowIndex !== null)
      e.api.startEditingCell({ rowIndex: e.rowIndex, colKey: "navio_id" });
  };

  if (phone) {
    return gridRows.length === 0 ? (
      <Text c="dimmed" size="sm" py="sm">
        There are no vessels to call at this terminal.
      </Text>
    ) : (
      <TerminalCards
        terminalName={terminal.name}
        rows={gridRows}
        lookups={lookups}
        client={client}
        canEdit={canEdit}
        onEditInModal={onEditInModal}
      />
    );
  }

  return (
    <>
      {unsavedWork.restored && (
        <RestoredDraftNotice
          restored={unsavedWork.restored}
          saving={saving.saving}
          onSave={saving.onSave}
          onDiscard={unsavedWork.discard}
        />
      )}
      {canEdit && (
        <GridToolbar
          terminalName={terminal.name}
          all={session.all}
          active={active}
          saving={saving.saving}
          onEditLines={editLines}
          onCancel={unsavedWork.cancelEdit}
          onNewLine={() => addDraft(blankLine())}
          onAddNote={() => addDraft(blankNote())}
          onSave={saving.onSave}
        />
      )}
      {gridRows.length === 0 ? (
        <Text c="dimmed" size="sm" py="sm">
          There are no vessels to call at this terminal.
        </Text>
      ) : (
        <div
          ref={wrapper}
          role="region"
          aria-label={`${terminal.name} line-up`}
          aria-describedby={`${presenceScope}-keys`}
          onKeyDownCapture={keys.onKeyDown}
          onPaste={clipboard.onPaste}
          onCopy={clipboard.onCopy}
          data-presence-scope={presenceScope}
          data-filled={step >= lastStep || undefined}
          className="lineup-grid"
          style={{ height: gridHeight(gridRows.length, scrollbar), ["--lineup-hscroll" as string]: `${scrollbar}px` }}
          {...SKIP_TARGET}
        >
          <span
            id={`${presenceScope}-keys`}
            hidden
          >{`${HISTORY_SHORTCUT} on a cell shows its history. Ctrl+Z takes back the last change, Ctrl+Shift+Z makes it again. Ctrl+V pastes cells copied from a spreadsheet from the focused cell on. Arrows move between cells; Tab leaves the table.`}</span>
          {peerCss && <style>{peerCss}</style>}
          {built && (
            <AgGridReact<GridRow>
              theme={gridTheme}
              rowData={shownRows}
              suppressNoRowsOverlay
              columnDefs={columns}
              defaultColDef={DEFAULT_COL_DEF}
              getRowId={rowIdOf}
              getRowClass={getRowClass}
              rowClassRules={rowRules}
              context={context}
              readOnlyEdit
              onCellEditRequest={onCellEditRequest}
              onCellEditingStarted={onCellEditingStarted}
              onCellEditingStopped={onCellEditingStopped}
              singleClickEdit={false}
              enterNavigatesVerticallyAfterEdit
              stopEditingWhenCellsLoseFocus
              tooltipShowDelay={0}
              suppressColumnVirtualisation
              rowBuffer={step >= lastStep ? ROW_BUFFER : step === lastStep - 1 ? ROW_BUFFER / 2 : 0}
              suppressCellFocus={false}
              onGridReady={(e: GridReadyEvent<GridRow>) => {
                api.current = e.api;
                keepGridStyles();
              }}
              onFirstDataRendered={measureScrollbar}
              onGridSizeChanged={measureScrollbar}
              onDisplayedColumnsChanged={measureScrollbar}
              onCellDoubleClicked={onCellDoubleClicked}
              onCellFocused={(e: CellFocusedEvent<GridRow>) => {
                const row = e.rowIndex === null ? undefined : e.api.getDisplayedRowAtIndex(e.rowIndex)?.data;
                const field = typeof e.column === "string" ? e.column : e.column?.getColId();
                onFocusCell?.(row?.id ?? null, field);
              }}
            />
          )}
        </div>
      )}
      <CellHistory target={historyOf} lookups={lookups} onClose={() => setHistoryOf(null)} />
      <ConflictModal
        opened={saving.dialogOpen}
        items={saving.conflictItems}
        onClose={saving.closeDialog}
        onKeepMine={saving.onKeepMine}
        onTakeTheirs={saving.onTakeTheirs}
      />
    </>
  );
}

/** Puts the focus on the Vessel cell of the first row in view (the table scrolls inside: row 0 may be far above). */
function focusFirstCell(grid: GridApi<GridRow>) {
  const count = grid.getDisplayedRowCount();
  if (count === 0) return;
  grid.setFocusedCell(Math.min(count - 1, Math.ceil(grid.getVerticalPixelRange().top / ROW_HEIGHT)), "navio_id");
}
