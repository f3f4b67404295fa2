import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/api/client";

/** One kind of contradiction in the stored data (`GET /admin/consistency`). */
export interface ConsistencyCheck {
  id: string;
  title: string;
  fix: string;
  count: number;
  /** The first ones: line-ups (`lineup_id`, `terminal`, `comm` or `berth`), vessels sharing an IMO (`imo`, `names`), or parties under several names (`kind`, `names`). */
  items: Record<string, unknown>[];
}

export interface ConsistencyReport {
  checked_at: string;
  checks: ConsistencyCheck[];
}

/** GET /admin/consistency: read again each time the screen opens, never kept stale. */
export function useConsistency() {
  return useQuery({
    queryKey: ["consistency"],
    queryFn: () => apiRequest<ConsistencyReport>("/admin/consistency"),
    staleTime: 0,
  });
}
