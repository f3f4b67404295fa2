import { isOneOf, isRecord, LINEUP_STATUSES, POB_STATUS, type LineupStatus } from "@lineup/shared";
import type { CustomCellEditorProps } from "ag-grid-react";
import { useEffect, useRef } from "react";
import { asTime } from "@/shared/inputs/time-input";
import { EDITOR_STYLE } from "./editor-basics";
import type { GridRow } from "./grid-rows";

/** The status cell's value: POB carries its time. */
export interface StatusValue {
  status: LineupStatus | null;
  pob: string | null;
}

const isStatus = isOneOf(LINEUP_STATUSES);

/** The status cell's value as the grid hands it over (untyped); null when it is not one. */
export function statusValueOf(value: unknown): StatusValue | null {
  if (!isRecord(value)) return null;
  const { status, pob } = value;
  return (status === null || isStatus(status)) && (pob === null || typeof pob === "string") ? { status, pob } : null;
}

/**
 * The editor's width: the longest status and a time beside it, whatever the column's width (it opens over the cell).
 */
export const STATUS_EDITOR_WIDTH = 230;

/**
 * The status select; 'POB hh:mm lt' reveals the POB time, typed in 24-hour
 * `hh:mm` as the board shows it (the browser's time input would say 04:00 PM).
 */
export function StatusEditor(props: CustomCellEditorProps<GridRow, StatusValue>) {
  const { value, onValueChange } = props;
  const current: StatusValue = value ?? { status: null, pob: null };
  const ref = useRef<HTMLSelectElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const pob = current.status === POB_STATUS;
  return (
    <div
      style={{
        display: "flex",
        height: "100%",
        width: STATUS_EDITOR_WIDTH,
        gap: 4,
        background: "var(--mantine-color-body)",
      }}
    >
      <select
        ref={ref}
        aria-label="Status"
        style={{ ...EDITOR_STYLE, flex: 1, minWidth: 120 }}
        value={current.status ?? ""}
        onChange={(e) => {
          const status = LINEUP_STATUSES.find((s) => s === e.target.value) ?? null;
          onValueChange({ status, pob: status === POB_STATUS ? current.pob : null });
        }}
      >
        <option value="">—</option>
        {LINEUP_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      {pob && (
        <input
          aria-label="POB time"
          placeholder="hh:mm"
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          style={{ ...EDITOR_STYLE, width: 64, flex: "none", fontVariantNumeric: "tabular-nums" }}
          value={current.pob ?? ""}
          onChange={(e) => onValueChange({ status: current.status, pob: asTime(e.target.value) || null })}
        />
      )}
    </div>
  );
}
