import { useState, type CSSProperties, type RefObject } from "react";
import { HEADER_HEIGHT, ROW_HEIGHT } from "./grid-setup";

/**
 * The grid's height: all its rows when they fit, else the screen below the top
 * bar, scrolling inside (its header stays, and AG Grid draws only the rows in view).
 */
const gridHeight = (rowCount: number, scrollbar: number) =>
  `min(${HEADER_HEIGHT + rowCount * ROW_HEIGHT + scrollbar + 2}px, var(--lineup-grid-max-height))`;

/**
 * The style of the grid's wrapper for `rowCount` rows, with room for the sideways scroll bar when the columns are
 * wider than the screen; `measureScrollbar` reads the bar's height again (once the grid has drawn or resized).
 */
export function useGridHeight(wrapper: RefObject<HTMLDivElement | null>, rowCount: number) {
  // The sideways scroll bar's height, when the columns are wider than the screen (the grid keeps room for it).
  const [scrollbar, setScrollbar] = useState(0);
  const measureScrollbar = () =>
    setScrollbar(wrapper.current?.querySelector<HTMLElement>(".ag-body-horizontal-scroll")?.offsetHeight ?? 0);
  // The scrollbar's height as a custom property, which CSSProperties does not list.
  const gridStyle: CSSProperties & Record<"--lineup-hscroll", string> = {
    height: gridHeight(rowCount, scrollbar),
    "--lineup-hscroll": `${scrollbar}px`,
  };
  return { gridStyle, measureScrollbar };
}
