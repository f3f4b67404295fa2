import { ActionIcon, Group, Menu } from "@mantine/core";
import type { ICellRendererParams } from "ag-grid-community";
import { useContext } from "react";
import { markText } from "@/shared/freshness/freshness";
import { WatchSlotsContext } from "@/shared/watch-slots";
import { HISTORY_SHORTCUT } from "../history/history-format";
import type { GridRow } from "./grid-rows";

/** What the row menu can do; the terminal grid provides them through the grid's context. */
export interface RowActions {
  editInline: (row: GridRow) => void;
  editInModal: (row: GridRow) => void;
  addCopy: (row: GridRow) => void;
  addCall: (row: GridRow) => void;
  addSplit: (row: GridRow) => void;
  remove: (row: GridRow) => void;
  /** Takes back a pending removal. */
  restore: (row: GridRow) => void;
  /** Marks a saved row as checked now (`POST /lineups/{id}/atualizar`). */
  markUpdated: (row: GridRow) => void;
  /** Sets one date of a saved row on its own, showing the waiting time (`POST /lineups/{id}/data`). */
  editDate: (row: GridRow) => void;
}

/** The grid's context object. */
export interface GridContext {
  /** Stable for the grid's life; calls through to the latest handlers. */
  actions: RowActions;
  /** Opens the history of a row (the focused cell's field when the focus is on that row). */
  showHistory?: (row: GridRow) => void;
  /** The terminal is not editable here (a client, a past board): the menu has only History. */
  readOnly?: boolean;
  /** The day at the terminal's port (a past board's: the day it shows), YYYY-MM-DD: whether an Expected call is due. */
  day: () => string;
}

const label = (row: GridRow) => (row.kind === "split" ? "Split line actions" : "Row actions");

/**
 * The ⋮ menu at the end of each row: history, edit in line (not Sailed), edit in modal, add copy, add call,
 * add split line, change a date, mark as updated, remove; on a read-only table (a client's, a past board),
 * a history button alone.
 */
export function RowMenu({ data, context }: ICellRendererParams<GridRow, unknown, GridContext>) {
  const { RowWatch } = useContext(WatchSlotsContext);
  if (!data) return null;
  const { actions, showHistory, readOnly } = context;
  const vessel = data.server?.navio?.name ?? `line ${data.id}`;
  const watch = (as: "item" | "icon") =>
    RowWatch && data.id !== null && data.kind === "line" ? (
      <RowWatch lineupId={data.id} vessel={vessel} as={as} />
    ) : null;
  const history =
    showHistory && data.id !== null && data.kind !== "split" ? (
      <Menu.Item onClick={() => showHistory(data)}>{`History (${HISTORY_SHORTCUT})`}</Menu.Item>
    ) : null;
  // Read-only tables have nothing else to offer: the history is one click away.
  if (readOnly) {
    return (
      <Group gap={0} wrap="nowrap">
        {history && (
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label="Line-up history"
            title={`Line-up history (${HISTORY_SHORTCUT} on a cell)`}
            onClick={() => showHistory?.(data)}
          >
            ⟲
          </ActionIcon>
        )}
        {watch("icon")}
      </Group>
    );
  }
  const sailed = data.values.status === "Sailed";
  if (data.removed) {
    return data.kind === "split" ? null : (
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label="Undo remove"
        title="Undo remove"
        onClick={() => actions.restore(data)}
      >
        ↺
      </ActionIcon>
    );
  }
  if (data.kind === "split") {
    return data.editable ? (
      <ActionIcon
        variant="subtle"
        color="red"
        size="sm"
        aria-label="Remove split line"
        onClick={() => actions.remove(data)}
      >
        ×
      </ActionIcon>
    ) : null;
  }
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" size="sm" aria-label={label(data)}>
          ⋮
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {/* When the row was last checked, and by whom. */}
        {data.server && (
          <Menu.Label>{markText(data.server.atualizado_data, data.server.atualizador?.name, new Date())}</Menu.Label>
        )}
        {history}
        {watch("item")}
        {data.id !== null && !data.editable && !sailed && (
          <Menu.Item onClick={() => actions.editInline(data)}>Edit in line</Menu.Item>
        )}
        {data.id !== null && data.kind === "line" && (
          <Menu.Item onClick={() => actions.editInModal(data)}>Edit in modal</Menu.Item>
        )}
        <Menu.Item onClick={() => actions.addCopy(data)}>Add copy</Menu.Item>
        {data.kind === "line" && <Menu.Item onClick={() => actions.addCall(data)}>Add call</Menu.Item>}
        {data.kind === "line" && <Menu.Item onClick={() => actions.addSplit(data)}>Add split line</Menu.Item>}
        {data.id !== null && data.kind === "line" && !sailed && (
          <Menu.Item onClick={() => actions.editDate(data)}>Change a date…</Menu.Item>
        )}
        {data.id !== null && <Menu.Item onClick={() => actions.markUpdated(data)}>Mark as updated</Menu.Item>}
        <Menu.Item color="red" onClick={() => actions.remove(data)}>
          Remove
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
