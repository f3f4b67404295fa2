import { useQuery } from "@tanstack/react-query";
import type { Watch } from "@lineup/shared/wire/watches";
import { api } from "@/api/client";

/** The cache key of every watch query (a save or a delete reads them all again). */
export const WATCHES_KEY = "watches";

/** GET /watches: the user's own watches. Silent: the board and the page say nothing or show their own alert. */
export function listWatches(): Promise<Watch[]> {
  return api("/watches", { silent: true });
}

/** The user's watches: the Watches page, and whether a row, terminal or view on the board is watched. */
export function useWatches() {
  return useQuery({ queryKey: [WATCHES_KEY], queryFn: listWatches, staleTime: 30_000 });
}
