import type { Watch, WatchView } from "@lineup/shared/wire/watches";

const sorted = (values: readonly (number | string)[] | undefined) => [...(values ?? [])].map(String).sort().join(",");

/** Whether two board views filter alike (the order of chosen values aside; none chosen is absent). */
export function sameView(a: WatchView, b: WatchView): boolean {
  return (
    a.carga_tipo_id === b.carga_tipo_id &&
    sorted(a.porto_id) === sorted(b.porto_id) &&
    sorted(a.status) === sorted(b.status) &&
    sorted(a.carga_id) === sorted(b.carga_id) &&
    sorted(a.afretador_id) === sorted(b.afretador_id) &&
    sorted(a.recebedor_id) === sorted(b.recebedor_id)
  );
}

/** The user's watch of a row, a terminal or a view, if any. */
export function watchOf(
  watches: readonly Watch[] | undefined,
  target: { lineup_id: number } | { terminal_id: number } | { view: WatchView },
): Watch | undefined {
  return watches?.find((w) => {
    if ("lineup_id" in target) return w.kind === "row" && w.lineup_id === target.lineup_id;
    if ("terminal_id" in target) return w.kind === "terminal" && w.terminal_id === target.terminal_id;
    return w.kind === "view" && w.view !== null && sameView(w.view, target.view);
  });
}
