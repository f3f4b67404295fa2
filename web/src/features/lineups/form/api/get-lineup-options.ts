import { useQuery, type QueryClient } from "@tanstack/react-query";
import { fetchLineupParameters, type LineupParameters, type TerminalOption } from "@/shared/api/lineup-parameters";

/** `GET /lineups/parametros`: every option list of the form, scoped to the user's ports and comms. */
export type LineupOptions = Required<LineupParameters>;

const OPTIONS_KEY = ["lineups", "parametros", "form"] as const;

/** The option lists of the line-up form. */
export function useLineupOptions() {
  return useQuery({ queryKey: OPTIONS_KEY, queryFn: fetchLineupParameters, staleTime: 60_000 });
}

type ListKey = "navios" | "afretadores" | "lineups_portos" | "agencias" | "recebedores" | "cargas";

/** Puts a quick-created item into the cached options, so it can be selected at once. */
export function addOption<K extends ListKey>(client: QueryClient, list: K, item: LineupOptions[K][number]): void {
  client.setQueryData<LineupOptions>(OPTIONS_KEY, (old) => (old ? { ...old, [list]: [...old[list], item] } : old));
}

/**
 * A comm quick-created for a terminal's line-up joins the comms that terminal handles, as the server did (one listing
 * none takes any).
 */
export function addHandledComm(client: QueryClient, terminalId: number, commId: number): void {
  const handles = (t: TerminalOption) =>
    t.id === terminalId && t.cargas_ids.length ? { ...t, cargas_ids: [...t.cargas_ids, commId] } : t;
  client.setQueryData<LineupOptions>(OPTIONS_KEY, (old) =>
    old ? { ...old, portos: old.portos.map((p) => ({ ...p, terminais: p.terminais.map(handles) })) } : old,
  );
}
