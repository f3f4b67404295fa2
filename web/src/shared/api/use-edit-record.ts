import { useQuery } from "@tanstack/react-query";

/**
 * The saved record an edit form starts from, cached under `[key, "form", id]` and read only when there is an id
 * (a new record has none). Not refetched in the background or retried, so typing is never overwritten and a
 * missing record is said at once.
 */
export function useEditRecord<T>(key: string, id: string | undefined, fetch: (id: string) => Promise<T>) {
  return useQuery({
    queryKey: [key, "form", id],
    queryFn: () => fetch(id ?? ""),
    enabled: id !== undefined,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
