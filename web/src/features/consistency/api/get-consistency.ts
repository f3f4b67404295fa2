import { useQuery } from "@tanstack/react-query";
import { api } from "@/api/client";

/** GET /admin/consistency: read again each time the screen opens, never kept stale. */
export function useConsistency() {
  return useQuery({
    queryKey: ["consistency"],
    queryFn: () => api("/admin/consistency"),
    staleTime: 0,
  });
}
