import { useQuery } from "@tanstack/react-query";
import type { DistributionList } from "@lineup/shared/wire/distribution";
import { api } from "@/api/client";

/** The cache key of every distribution list query (a delete or a save refreshes them all). */
export const LISTS_KEY = "distribution-lists";

/** GET /distribution-lists: the lists the user keeps (all for admins, their ports' for operators), not paged. */
export async function listDistributionLists(): Promise<DistributionList[]> {
  const res = await api("/distribution-lists");
  return res.data;
}

/** The lists page's lists; with `enabled` false, only what is cached already (no request). */
export function useDistributionLists(enabled = true) {
  return useQuery({ queryKey: [LISTS_KEY, "list"], queryFn: listDistributionLists, enabled });
}
