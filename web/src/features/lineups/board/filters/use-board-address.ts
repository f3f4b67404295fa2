import { useDeferredValue, useMemo } from "react";
import { useSearchParams } from "wouter";
import type { BoardFilters } from "../api/types";
import { confirmDiscard } from "../edit/unsaved-guard";
import { asOfFromSearch } from "../history/past-board";
import { defaultFilters, filtersFromSearch, searchFromFilters, withOfferedType } from "./board-url";

/** The offered cargo types' ids, from their comma-separated list (undefined while loading). */
const offeredTypes = (ids: string | undefined) =>
  ids === undefined
    ? undefined
    : ids
        .split(",")
        .filter(Boolean)
        .map((id) => ({ id: Number(id) }));

/** The address's query with a past board's instant, and its compare mode (only with an instant). */
function withPast(q: URLSearchParams, at: string | null, compare: boolean): URLSearchParams {
  if (at) q.set("as_of", at);
  if (at && compare) q.set("compare", "1");
  return q;
}

/** The board as its page address gives it, and the ways to change it. */
export interface BoardAddress {
  /** The filters as chosen: the filter bar follows the address at once. */
  chosen: BoardFilters;
  /** The filters the tables show, a render behind `chosen`. */
  filters: BoardFilters;
  /** The instant of a past board (`?as_of=`), or null for the live board. */
  asOf: string | null;
  /** Whether the past board shown marks what changed since (`?compare=1`). */
  compare: boolean;
  /** The compare mode as the address holds it now (the banner's switch follows it at once). */
  chosenCompare: boolean;
  /** Changes the filters, in place of the current entry. */
  setFilters: (change: (f: BoardFilters) => BoardFilters) => void;
  /** Back to the default filters of the cargo type shown. */
  clearFilters: () => void;
  /** Another cargo-type tab (its comm filter dropped), after a question when tables hold unsaved work. */
  chooseCargoType: (cargoTypeId: number) => void;
  /** Another port (or none), after a question when tables hold unsaved work. */
  choosePort: (portId: number | null) => void;
  /** The board as it stood at `at` (null: the live board), a new entry, after the question of unsaved work. */
  setAsOf: (at: string | null) => void;
  /** Turns the past board's compare mode on or off, in place of the current entry. */
  setCompare: (on: boolean) => void;
}

/**
 * The board's filters, past instant and compare mode, kept in the page address (`?type=…&as_of=…`) so Back, reload
 * and shared links keep them. A cargo type the user is not offered (a client's link to a type it follows no comm of)
 * opens the first one offered (`offered`: undefined while the types load).
 */
export function useBoardAddress(client: boolean, offered: readonly { id: number }[] | undefined): BoardAddress {
  const [search, setSearch] = useSearchParams();
  const query = search.toString();
  // The filter bar follows the address at once; the tables a render behind, so a port chosen in
  // the selector shows there in one short task and the previous port's tables go in one of their own.
  const shownQuery = useDeferredValue(query);
  // By the types' ids: the options read again, as after a new vessel, keep the same filters.
  const typeIds = offered?.map((t) => t.id).join(",");
  const chosen = useMemo(
    () => withOfferedType(filtersFromSearch(new URLSearchParams(query), { client }), offeredTypes(typeIds)),
    [query, client, typeIds],
  );
  const filters = useMemo(
    () => withOfferedType(filtersFromSearch(new URLSearchParams(shownQuery), { client }), offeredTypes(typeIds)),
    [shownQuery, client, typeIds],
  );
  // The board as it stood at a past instant (`?as_of=`): read-only, no live rooms.
  const asOf = useMemo(() => asOfFromSearch(new URLSearchParams(shownQuery)), [shownQuery]);
  const compare = new URLSearchParams(shownQuery).get("compare") === "1";
  // Replacing the entry: Back leaves the board instead of undoing filters one by one.
  const setFilters = (change: (f: BoardFilters) => BoardFilters) =>
    setSearch(withPast(searchFromFilters(change(chosen)), asOf, compare), { replace: true });
  return {
    chosen,
    filters,
    asOf,
    compare,
    chosenCompare: new URLSearchParams(query).get("compare") === "1",
    setFilters,
    clearFilters: () => setFilters((f) => defaultFilters(f.carga_tipo_id)),
    chooseCargoType: (cargoTypeId) =>
      confirmDiscard(() => setFilters((f) => ({ ...f, carga_tipo_id: cargoTypeId, carga_id: [] }))),
    choosePort: (portId) =>
      confirmDiscard(() => setFilters((f) => ({ ...f, porto_id: portId === null ? [] : [portId] }))),
    // Choosing a past time is a new entry (Back returns to the live board); the way back to live too.
    setAsOf: (at) => confirmDiscard(() => setSearch(withPast(searchFromFilters(chosen), at, false))),
    setCompare: (on) => setSearch(withPast(searchFromFilters(chosen), asOf, on), { replace: true }),
  };
}
