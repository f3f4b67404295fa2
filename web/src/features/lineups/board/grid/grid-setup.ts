import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  createGrid,
  CustomEditorModule,
  HighlightChangesModule,
  ModuleRegistry,
  RenderApiModule,
  RowApiModule,
  RowStyleModule,
  ScrollApiModule,
  TextEditorModule,
  TooltipModule,
  ValidationModule,
  themeQuartz,
  type GridOptions,
} from "ag-grid-community";

// Only the grid features the board uses: each registered module adds to every grid's start-up (and to the download).
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  CustomEditorModule,
  TextEditorModule,
  CellStyleModule,
  RowStyleModule,
  TooltipModule,
  HighlightChangesModule,
  RowApiModule,
  ColumnApiModule,
  RenderApiModule,
  ScrollApiModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
]);

export const ROW_HEIGHT = 32;
export const HEADER_HEIGHT = 34;
export const gridTheme = themeQuartz.withParams({
  fontSize: 13,
  headerFontSize: 12,
  rowHeight: ROW_HEIGHT,
  headerHeight: HEADER_HEIGHT,
  spacing: 5,
});

/**
 * A terminal table's settings that never change with its rows: edits come to the board as requests (`readOnlyEdit`),
 * a single click does not open a cell, Enter moves down after an edit, leaving a cell ends its edit, tooltips show at
 * once, every column is rendered, and no overlay covers a table without rows.
 */
export const GRID_SETTINGS = {
  theme: gridTheme,
  suppressNoRowsOverlay: true,
  readOnlyEdit: true,
  singleClickEdit: false,
  enterNavigatesVerticallyAfterEdit: true,
  stopEditingWhenCellsLoseFocus: true,
  tooltipShowDelay: 0,
  suppressColumnVirtualisation: true,
  suppressCellFocus: false,
  // A row that moves takes its new place at once (and flashes there when it is the person's): AG Grid's 400 ms slide,
  // with others saving in the same table meanwhile, left a second copy of the row in the table, as it was before.
  animateRows: false,
} satisfies GridOptions;

let stylesKept = false;

/**
 * AG Grid takes its theme's style sheets out of the page with its last grid and
 * puts them back with the next one, and every style on the page is then worked
 * out again (some 30 ms on a 2-core machine, in the task that builds the new
 * grid) at each change of port or tab. One hidden grid without rows, made once,
 * keeps them in the page.
 */
export function keepGridStyles(): void {
  if (stylesKept) return;
  stylesKept = true;
  const holder = document.createElement("div");
  holder.hidden = true;
  holder.setAttribute("aria-hidden", "true");
  document.body.append(holder);
  createGrid(holder, { theme: gridTheme, columnDefs: [], rowData: [] });
}
