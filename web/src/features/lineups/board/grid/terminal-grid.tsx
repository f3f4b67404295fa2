import { Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { CellFocusedEvent, ColDef, GetRowIdParams, GridApi, GridReadyEvent } from "ag-grid-community";
import { AgGridReact } from "ag-grid-react";
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type Ref } from "react";
import { peoplePresent } from "@/shared/live/presence";
import type { Peer } from "@/shared/live/terminal-room";
import type { BoardTerminal } from "../api/types";
import type { TypedKeysSource } from "./editor-basics";
import { CellHistory, HISTORY_SHORTCUT } from "../history/cell-history";
import type { ColumnContext } from "./columns";
import { ConflictModal } from "../edit/conflict-modal";
import { blankLine, blankNote, sessionActive } from "../edit/edit-session";
import { GridToolbar } from "./grid-toolbar";
import { peerOutlineCss } from "../live/peer-outlines";
import type { GridRow } from "./grid-rows";
import type { GridContext } from "./row-menu";
import { getRowClass } from "./row-style";
import { SKIP_TARGET } from "../skip-to-table";
import { TerminalCards } from "../terminal-cards";
import { RestoredDraftNotice } from "../edit/restored-draft-notice";
import { useUnsavedTable } from "../edit/use-unsaved-table";
import { useGridClipboard } from "./use-grid-clipboard";
import { useGridKeys } from "./use-grid-keys";
import { useGridState } from "./use-grid-state";
import { useFillingRows } from "./use-filling-rows";
import { useAddressedRow } from "./use-addressed-row";
import { useGridHandle, type TerminalGridHandle } from "./use-grid-handle";
import { useRowActions } from "./use-row-actions";
import { useTableSave } from "../edit/use-table-save";
import { useGridColumns } from "./use-grid-columns";
import { useCellHistory } from "../history/use-cell-history";
import { useDraftActions } from "../edit/use-draft-actions";
import { useEditingEvents } from "../live/use-editing-events";
import { GRID_SETTINGS, HEADER_HEIGHT, keepGridStyles, ROW_HEIGHT } from "./grid-setup";
import "../board.css";

/** Phones get a card per row instead of the table. */
const PHONE_QUERY = "(max-width: 600px)";

/**
 * The grid's height: all its rows when they fit, else the screen below the top
 * bar, scrolling inside (its header stays, and AG Grid draws only the rows in view).
 */
const gridHeight = (rowCount: number, scrollbar: number) =>
  `min(${HEADER_HEIGHT + rowCount * ROW_HEIGHT + scrollbar + 2}px, var(--lineup-grid-max-height))`;
/** What the table shows of the terminal and the user: its columns' context. */
type ShownProps = Pick<
  ColumnContext,
  "client" | "fertilizer" | "agencyName" | "lookups" | "berths" | "comms" | "changedSince"
>;

export interface TerminalGridProps extends ShownProps {
  terminal: BoardTerminal;
  cargoTypeId: number;
  ref?: Ref<TerminalGridHandle>;
  /** Other editors in the terminal's live room: their cell gets an outline in their colour. */
  peers?: Peer[];
  /** Tells the live room which cell this user is on, and whether an editor is open on it. */
  onFocusCell?: (rowId: number | null, field?: string, open?: boolean) => void;
  /** Opens a row in the line-up form over the board (without it, the form's own page). */
  onEditInModal?: (id: number) => void;
}

/**
 * Column defaults, one object for the grid's life (a new one on each render would make AG Grid rebuild every column).
 */
const DEFAULT_COL_DEF: ColDef<GridRow> = {
  sortable: false,
  resizable: true,
  suppressMovable: true,
  cellDataType: false,
  flex: 1,
  suppressHeaderMenuButton: true,
};
const rowIdOf = (p: GetRowIdParams<GridRow>) => p.data.key;

const NoVessels = () => (
  <Text c="dimmed" size="sm" py="sm">
    There are no vessels to call at this terminal.
  </Text>
);

/**
 * One terminal's editable line-up table: the toolbar (Edit lines, Cancel edit,
 * New line, Add note, Save), the AG Grid and the row menu. The loaded rows and
 * this operator's private edit session are kept apart, so live updates can
 * replace loaded rows by id while edits stay on top until Save.
 */
export function TerminalGrid({
  terminal,
  cargoTypeId,
  ref,
  peers = [],
  onFocusCell,
  onEditInModal,
  ...shown
}: TerminalGridProps) {
  const { client, lookups, berths, comms } = shown;
  const canEdit = terminal.editable && !client;
  const state = useGridState(terminal, lookups);
  const { rows, rowsRef, session, sessionRef, update } = state;
  const api = useRef<GridApi<GridRow> | null>(null);
  const saving = useTableSave(terminal, cargoTypeId, lookups, state, api);
  const { onCellEditRequest, actions, patchKey, setStatus } = useRowActions(state, lookups, onEditInModal);
  const clipboard = useGridClipboard({ api, state, lookups, berths, comms, canEdit, patchKey, setStatus });
  // Unsaved work (an open editor's value too) is asked about before it is dropped, and kept in the browser until saved
  // or discarded.
  const unsavedWork = useUnsavedTable({ state, api, terminalId: terminal.id, cargoTypeId }, canEdit);
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const wrapper = useRef<HTMLDivElement>(null);
  // The sideways scroll bar's height, when the columns are wider than the screen (the grid keeps room for it).
  const [scrollbar, setScrollbar] = useState(0);
  const measureScrollbar = () =>
    setScrollbar(wrapper.current?.querySelector<HTMLElement>(".ag-body-horizontal-scroll")?.offsetHeight ?? 0);

  useGridHandle(ref, state, api);

  const { built, gridRows, shownRows, filled, rowBuffer } = useFillingRows(rows, session, canEdit);
  // A notification's link (`?row=`) brings its row into view, once the grid is given it (a big table fills in steps).
  const showAddressedRow = useAddressedRow(api, wrapper, shownRows.length);
  const editing = session.all || session.inline.length > 0;
  const { columns, rowRules } = useGridColumns({ ...shown, editing });

  const { historyOf, closeHistory, showHistory, openFocusedHistory } = useCellHistory(api, rowsRef);
  const keys = useGridKeys({
    api,
    wrapper,
    save: () => sessionActive(sessionRef.current) && saving.onSave(),
    undoRedo: state.undoRedo,
    openFocusedHistory,
  });
  const presenceScope = useId();
  const peerCss = useMemo(() => peerOutlineCss(presenceScope, peoplePresent(peers)), [presenceScope, peers]);
  // A conflict or a removal marks cells whose value may not change (yours stays on top of theirs): the grid would skip
  // them.
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

  const { addDraft, editLines } = useDraftActions(api, wrapper, update);

  const active = sessionActive(session);

  const { onCellEditingStarted, onCellEditingStopped, onCellDoubleClicked } = useEditingEvents(
    api,
    rowsRef,
    update,
    onFocusCell,
  );

  if (phone) {
    return gridRows.length === 0 ? (
      <NoVessels />
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

  // The scrollbar's height as a custom property, which CSSProperties does not list.
  const gridStyle: CSSProperties & Record<"--lineup-hscroll", string> = {
    height: gridHeight(gridRows.length, scrollbar),
    "--lineup-hscroll": `${scrollbar}px`,
  };
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
        <NoVessels />
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
          data-filled={filled || undefined}
          className="lineup-grid"
          style={gridStyle}
          {...SKIP_TARGET}
        >
          <span id={`${presenceScope}-keys`} hidden>
            {`${HISTORY_SHORTCUT} on a cell shows its history. ` +
              `Ctrl+Z takes back the last change, Ctrl+Shift+Z makes it again. ` +
              `Ctrl+V pastes cells copied from a spreadsheet from the focused cell on. ` +
              `Arrows move between cells; Tab leaves the table.`}
          </span>
          {peerCss && <style>{peerCss}</style>}
          {built && (
            <AgGridReact<GridRow>
              {...GRID_SETTINGS}
              rowData={shownRows}
              columnDefs={columns}
              defaultColDef={DEFAULT_COL_DEF}
              getRowId={rowIdOf}
              getRowClass={getRowClass}
              rowClassRules={rowRules}
              context={context}
              onCellEditRequest={onCellEditRequest}
              onCellEditingStarted={onCellEditingStarted}
              onCellEditingStopped={onCellEditingStopped}
              rowBuffer={rowBuffer}
              onGridReady={(e: GridReadyEvent<GridRow>) => {
                api.current = e.api;
                keepGridStyles();
              }}
              onFirstDataRendered={() => {
                measureScrollbar();
                showAddressedRow();
              }}
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
      <CellHistory target={historyOf} lookups={lookups} onClose={closeHistory} />
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
