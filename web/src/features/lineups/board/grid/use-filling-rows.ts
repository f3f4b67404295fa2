import { useMemo, useRef, useState } from "react";
import type { LineupRow } from "../api/types";
import type { EditSession } from "../edit/edit-session";
import { ROW_HEIGHT } from "./grid-setup";
import { buildGridRows, reuseRows, type GridRow } from "./grid-rows";
import { useFrameSteps, useMountInTurn } from "./mount-in-turn";

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

/**
 * The grid's rows (loaded rows with this operator's edit session on top) and what of them the
 * grid is given while it fills in: the grid is built a frame after its place on the page (one
 * terminal per frame), then given more rows each frame. Rows that did not change keep their
 * object, so the grid redraws only what did.
 */
export function useFillingRows(rows: LineupRow[], session: EditSession, canEdit: boolean) {
  const built = useMountInTurn();
  const [lastStep] = useState(fillSteps);
  const step = useFrameSteps(built, lastStep);
  const previousRows = useRef<{ byKey: Map<string, GridRow>; list: GridRow[] }>({ byKey: new Map(), list: [] });
  const gridRows = useMemo(() => {
    const prev = previousRows.current;
    const next = reuseRows(buildGridRows(rows, session, canEdit), prev.byKey);
    // A session change that touches no row (an editor opening) keeps the same array: the grid has nothing to redo under
    // the open editor.
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
  return {
    built,
    gridRows,
    shownRows,
    /** Every row given to the grid, with its buffer beyond the view. */
    filled: step >= lastStep,
    rowBuffer: step >= lastStep ? ROW_BUFFER : step === lastStep - 1 ? ROW_BUFFER / 2 : 0,
  };
}
