import { PAGE_SIZE } from "@lineup/shared";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { api } from "@/api/client";
import type { ApiAnswer, ApiPath } from "@/api/operations";

/** The list envelope of every paged route (DESIGN.md, REST conventions). */
export interface Page<T> {
  data: T[];
  page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export type ListQuery = Record<string, string | number | boolean | undefined>;

/** A paged list route: a GET that answers the list envelope. */
export type ListPath = {
  [P in ApiPath<"GET">]: ApiAnswer<P, "GET"> extends Page<unknown> ? P : never;
}[ApiPath<"GET">];

/**
 * One page of a list route, typed by the route (`"/users"` gives users). `key` names the resource for cache
 * invalidation (`["users"]` is invalidated after a user is saved or deleted); empty filter values are left out of the
 * query string.
 */
export function usePagedList<P extends ListPath>(
  key: string,
  path: P,
  page: number,
  query?: ListQuery,
): UseQueryResult<ApiAnswer<P, "GET">>;
// TypeScript checks a call through a path it knows only as "some list route" against every list route at once: the
// body below is checked that way, and the signature above names the one route the caller gave.
export function usePagedList(
  key: string,
  path: ListPath,
  page: number,
  query: ListQuery = {},
): UseQueryResult<unknown> {
  const params: ListQuery = { page, per_page: PAGE_SIZE };
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== "") params[name] = value;
  return useQuery({
    queryKey: [key, "list", params],
    queryFn: () => api(path, { query: params }),
    placeholderData: keepPreviousData,
  });
}
