import type { RowClassParams } from "ag-grid-community";
import { useMemo } from "react";
import { buildColumns, type ColumnContext } from "./columns";
import type { GridRow } from "./grid-rows";
import { rowClassRules } from "./row-style";
import { useYearLocks } from "./year-lock-header";

export type GridColumnsProps = Pick<
  ColumnContext,
  "client" | "fertilizer" | "agencyName" | "berths" | "comms" | "lookups" | "editing" | "changedSince"
>;

/**
 * A terminal grid's columns (with the date columns' year locks, kept per user) and row classes,
 * each rebuilt only when what it depends on changes: a new object on each render would make AG Grid
 * rebuild every column.
 */
export function useGridColumns(props: GridColumnsProps) {
  const { client, fertilizer, agencyName, berths, comms, lookups, editing, changedSince } = props;
  const [yearLocks, setYearLocks] = useYearLocks();
  const columns = useMemo(
    () =>
      buildColumns({
        ...props,
        // The row menu is on every table: read-only ones have History in it.
        withMenu: true,
        yearLocks,
        toggleYearLock: (f) => setYearLocks((locks) => ({ ...locks, [f]: !locks[f] })),
      }),
    // `props` is new on every render: the columns follow the values in it.
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
  return { columns, rowRules };
}
