import { PAGE_SIZE } from "@lineup/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/api/client";

/** The list envelope of every paged route (DESIGN.md, REST conventions). */
export interface Page<T> {
  data: T[];
  page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export type ListQuery = Record<string, string | number | boolean | undefined>;

/**
 * One page of a list route. `key` names the resource for cache invalidation
 * (`["users"]` is invalidated after a user is saved or deleted); empty filter
 * values are left out of the query string.
 */
export function usePagedList<T>(key: string, path: string, page: number, query: ListQuery = {}) {
  const params: ListQuery = { page, per_page: PAGE_SIZE };
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== "") params[name] = value;
  return useQuery({
    queryKey: [key, "list", params],
    queryFn: () => apiRequest<Page<T>>(path, { query: params }),
    placeholderData: keepPreviousData,
  });
}
