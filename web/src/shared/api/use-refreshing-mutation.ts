import { useMutation, useQueryClient, type InvalidateQueryFilters } from "@tanstack/react-query";

/**
 * A save (or create) whose success makes the cached lists and pages showing the record read again: each of
 * `refresh` names queries to invalidate (`{ queryKey: ["ports"] }`). The mutation settles once they are refreshed.
 */
export function useRefreshingMutation<P, R>(
  save: (payload: P) => Promise<R>,
  refresh: readonly InvalidateQueryFilters[],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async () => {
      await Promise.all(refresh.map((filters) => client.invalidateQueries(filters)));
    },
  });
}
