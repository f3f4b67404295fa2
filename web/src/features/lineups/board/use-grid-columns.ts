import type { RowClassParams } from "ag-grid-community";
import { useMemo } from "react";
import type { CommOption, NamedOption } from "./api/get-board-options";
import type { BoardLookups } from "./board-lookups";
import type { RowChangeSince } from "./changed-since";
import { buildColumns } from "./columns";
import type { GridRow } from "./grid-rows";
import { rowClassRules } from "./row-style";
import { useYearLocks } from "./year-lock-header";

export interface GridColumnsProps {
  client: boolean;
  fertilizer: boolean;
  agencyName: string;
  berths: NamedOption[];
  comms: CommOption[];
  lookups: BoardLookups;
  /** An edit session is open: the columns' editors are on. */
  editing: boolean;
  /** A past board's compare mode: what changed in each row since. */
  changedSince?: ReadonlyMap<number, RowChangeSince>;
}

/**
 * A terminal grid's columns (with the date columns' year locks, kept per user) and row classes,
 * each rebuilt only when what it depends on changes: a new object on each render would make AG Grid
 * rebuild every column.
 */
export function useGridColumns({ changedSince, ...props }: GridColumnsProps) {
  const { client, fertilizer, agencyName, berths, comms, lookups, editing } = props;
  const [yearLocks, setYearLocks] = useYearLocks();
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
  return { columns, rowRules };
}
