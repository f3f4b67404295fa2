/** The sheet row a server message names ('Row 7: ...'); messages about the whole file (no row) come first. */
function sheetRowOf(message: string): number {
  const match = /^Row (\d+):/.exec(message);
  return match ? Number(match[1]) : 0;
}

/** Every message of a 422's `errors`, sorted by sheet row (stable, so a row keeps its fields' order). */
export function importErrorList(errors: Record<string, string[]>): string[] {
  return Object.values(errors)
    .flat()
    .map((message, order) => ({ message, order, row: sheetRowOf(message) }))
    .sort((a, b) => a.row - b.row || a.order - b.order)
    .map((e) => e.message);
}
