import { useQuery } from "@tanstack/react-query";
import type { ApiAnswer } from "@/api/operations";
import { api } from "@/api/client";
import { LISTS_KEY } from "./list-distribution-lists";

/** The cache key of one list's detail. */
export const detailKey = (id: string) => [LISTS_KEY, "detail", id];

/** GET /distribution-lists/{id}: the list with its last runs, newest first. Silent: the page says what went wrong. */
export function fetchDistributionList(id: string): Promise<ApiAnswer<"/distribution-lists/{id}", "GET">> {
  return api("/distribution-lists/{id}", { params: { id }, silent: true });
}

/** One list with its runs (none read without an id: the new-list form). */
export function useDistributionList(id: string | undefined) {
  return useQuery({
    queryKey: detailKey(id ?? ""),
    queryFn: () => fetchDistributionList(id ?? ""),
    enabled: id !== undefined,
    retry: false,
  });
}
