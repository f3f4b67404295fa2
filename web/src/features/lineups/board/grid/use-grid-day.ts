import type { GridApi, IRowNode } from "ag-grid-community";
import { useCallback, useEffect, useRef, type RefObject } from "react";
import type { GridRow } from "./grid-rows";
import { rowClasses } from "./row-style";

/**
 * The day a terminal's grid styles its rows on, as its cells and row rules read it (`GridContext.day`). When it
 * moves on (the port's midnight passed under an open board), the rows whose look changes with it (an Expected call
 * due from today) are drawn again; the others are left alone.
 */
export function useGridDay(api: RefObject<GridApi<GridRow> | null>, day: string): () => string {
  const shown = useRef(day);
  useEffect(() => {
    const before = shown.current;
    if (before === day) return;
    shown.current = day;
    const changed: IRowNode<GridRow>[] = [];
    api.current?.forEachNode((node) => {
      if (node.data && rowClasses(node.data, before).join() !== rowClasses(node.data, day).join()) changed.push(node);
    });
    if (changed.length) api.current?.redrawRows({ rowNodes: changed });
  }, [api, day]);
  return useCallback(() => shown.current, []);
}
