import { useMediaQuery } from "@mantine/hooks";
import type { ColDef, GetRowIdParams, GridApi } from "ag-grid-community";
import { AgGridReact } from "ag-grid-react";
import { useRef, type Ref } from "react";
import type { Peer } from "@/shared/live/terminal-room";
import type { BoardTerminal } from "../api/types";
import { CellHistory } from "../history/cell-history";
import type { ColumnContext } from "./columns";
import { ConflictModal } from "../edit/conflict-modal";
import { blankLine, blankNote, sessionActive } from "../edit/edit-session";
import { GridToolbar } from "./grid-toolbar";
import type { GridRow } from "./grid-rows";
import { TerminalCards } from "../terminal-cards";
import { RestoredDraftNotice } from "../edit/restored-draft-notice";
import { useUnsavedTable } from "../edit/use-unsaved-table";
import { useGridClipboard } from "./use-grid-clipboard";
import { useGridKeys } from "./use-grid-keys";
import { useGridState } from "./use-grid-state";
import { useFillingRows } from "./use-filling-rows";
import { useAddressedRow } from "./use-addressed-row";
import { useKeptPlace } from "./use-kept-place";
import { useFocusFollowsRow } from "./use-focus-follows-row";
import { useGridHandle, type TerminalGridHandle } from "./use-grid-handle";
import { useRowActions } from "./use-row-actions";
import { useTableSave } from "../edit/use-table-save";
import { useGridColumns } from "./use-grid-columns";
import { useCellHistory } from "../history/use-cell-history";
import { useDraftActions } from "../edit/use-draft-actions";
import { useEditingEvents } from "../live/use-editing-events";
import { GRID_SETTINGS } from "./grid-setup";
import { useGridEvents } from "./use-grid-events";
import { useGridHeight } from "./use-grid-height";
import { usePeerOutlines } from "./use-peer-outlines";
import { useCellContext } from "./use-cell-context";
import { useGridDay } from "./use-grid-day";
import { GridRegion } from "./grid-region";
import { NoVessels } from "./no-vessels";
import "../board.css";

/** Phones get a card per row instead of the table. */
const PHONE_QUERY = "(max-width: 600px)";

/** What the table shows of the terminal and the user: its columns' context. */
type ShownProps = Pick<
  ColumnContext,
  "client" | "fertilizer" | "agencyName" | "lookups" | "berths" | "comms" | "changedSince"
>;

export interface TerminalGridProps extends ShownProps {
  terminal: BoardTerminal;
  cargoTypeId: number;
  /** The day at the terminal's port (a past board's: the day it shows): whether an Expected call is due. */
  day: string;
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

/**
 * One terminal's editable line-up table: the toolbar (Edit lines, Cancel edit,
 * New line, Add note, Save), the AG Grid and the row menu. The loaded rows and
 * this operator's private edit session are kept apart, so live updates can
 * replace loaded rows by id while edits stay on top until Save.
 */
export function TerminalGrid({
  terminal,
  cargoTypeId,
  day,
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
  const wrapper = useRef<HTMLDivElement>(null);
  const focus = useFocusFollowsRow(wrapper);
  const saving = useTableSave(terminal, cargoTypeId, lookups, state, api, focus.rekey);
  const { onCellEditRequest, actions, patchKey, setStatus } = useRowActions(state, lookups, onEditInModal);
  const clipboard = useGridClipboard({ api, state, lookups, berths, comms, canEdit, patchKey, setStatus });
  // Unsaved work (an open editor's value too) is asked about before it is dropped, and kept in the browser until saved
  // or discarded.
  const unsavedWork = useUnsavedTable({ state, api, terminalId: terminal.id, cargoTypeId }, canEdit);
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  useGridHandle(ref, state, api);
  const { built, gridRows, shownRows, filled, rowBuffer } = useFillingRows(rows, session, canEdit);
  const { gridStyle, measureScrollbar } = useGridHeight(wrapper, gridRows.length);
  // A notification's link (`?row=`) brings its row into view, once the grid is given it (a big table fills in steps).
  const showAddressedRow = useAddressedRow(api, wrapper, shownRows.length);
  const keepPlace = useKeptPlace(api, terminal.id, filled);
  const { columns, rowRules } = useGridColumns({ ...shown, editing: session.all || session.inline.length > 0 });

  const { historyOf, closeHistory, showHistory, openFocusedHistory } = useCellHistory(api, rowsRef);
  const save = () => sessionActive(sessionRef.current) && saving.onSave();
  const keys = useGridKeys({ api, wrapper, save, undoRedo: state.undoRedo, openFocusedHistory });
  const { presenceScope, peerCss } = usePeerOutlines(peers);
  const dayOf = useGridDay(api, day);
  const context = useCellContext(api, session, {
    takeTypedKeys: keys.takeTypedKeys,
    actions,
    showHistory,
    canEdit,
    day: dayOf,
  });

  const { addDraft, editLines } = useDraftActions(api, wrapper, update);
  const editingEvents = useEditingEvents(api, rowsRef, update, onFocusCell);
  const gridEvents = useGridEvents({ api, measureScrollbar, showAddressedRow, keepPlace, focus, onFocusCell });

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
        day={day}
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
          active={sessionActive(session)}
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
        <GridRegion
          ref={wrapper}
          terminalName={terminal.name}
          presenceScope={presenceScope}
          peerCss={peerCss}
          filled={filled}
          style={gridStyle}
          onKeyDownCapture={keys.onKeyDown}
          onPaste={clipboard.onPaste}
          onCopy={clipboard.onCopy}
        >
          {built && (
            <AgGridReact<GridRow>
              {...GRID_SETTINGS}
              {...gridEvents}
              {...editingEvents}
              rowData={shownRows}
              columnDefs={columns}
              defaultColDef={DEFAULT_COL_DEF}
              getRowId={rowIdOf}
              rowClassRules={rowRules}
              context={context}
              onCellEditRequest={onCellEditRequest}
              rowBuffer={rowBuffer}
            />
          )}
        </GridRegion>
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
