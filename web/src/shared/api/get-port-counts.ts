import { useQuery } from "@tanstack/react-query";
import type { PortCounts } from "@lineup/shared/wire/statistics";
import { api } from "@/api/client";

/** One port's line-up counts as `GET /statistics/counts` returns them. */
export type { PortCounts };

/** Counts of every port the user may see (the server scopes them): the dashboard and Statistics show them. */
export function usePortCounts() {
  return useQuery({
    queryKey: ["statistics", "counts"],
    queryFn: () => api("/statistics/counts"),
  });
}
