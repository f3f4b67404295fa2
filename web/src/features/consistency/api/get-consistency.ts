import { useQuery } from "@tanstack/react-query";
import type { ConsistencyReport } from "@lineup/shared";
import { apiRequest } from "@/api/client";

/** GET /admin/consistency: read again each time the screen opens, never kept stale. */
export function useConsistency() {
  return useQuery({
    queryKey: ["consistency"],
    queryFn: () => apiRequest<ConsistencyReport>("/admin/consistency"),
    staleTime: 0,
  });
}
