import { useQuery } from "@tanstack/react-query";
import { api } from "@/api/client";

/** One port's line-up counts as `GET /statistics/counts` returns them. */
export interface PortCounts {
  porto: { id: number; name: string };
  berthed: number;
  waiting: number;
  expected: number;
}

/** Counts of every port the user may see (the server scopes them): the dashboard and Statistics show them. */
export function usePortCounts() {
  return useQuery({
    queryKey: ["statistics", "counts"],
    queryFn: () => api("/statistics/counts"),
  });
}

// The route does not describe its answer yet.
declare module "@/api/operations" {
  interface KnownAnswers {
    "GET /statistics/counts": PortCounts[];
  }
}
