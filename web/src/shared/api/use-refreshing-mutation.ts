import { useMutation, useQueryClient, type InvalidateQueryFilters, type QueryKey } from "@tanstack/react-query";

/**
 * A save (or create) whose success makes the cached lists and pages showing the record read again: each of
 * `refresh` names queries to invalidate (`{ queryKey: ["ports"] }`). The mutation settles once they are refreshed.
 * `cache`, when given, first puts the saved answer where the page shown next reads it, so that page need not read
 * it again.
 */
export function useRefreshingMutation<P, R>(
  save: (payload: P) => Promise<R>,
  refresh: readonly InvalidateQueryFilters[],
  cache?: (saved: R) => { queryKey: QueryKey; data: unknown },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (saved) => {
      if (cache) {
        const { queryKey, data } = cache(saved);
        client.setQueryData(queryKey, data);
      }
      await Promise.all(refresh.map((filters) => client.invalidateQueries(filters)));
    },
  });
}
