import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AnswerNotes } from "@lineup/shared";
import { apiBlob, apiRequest } from "@/api/client";

/** One day's counts as `GET /statistics/lineup-counts` returns them. */
export interface DayCounts {
  day: string;
  berthed: number;
  waiting: number;
  expected: number;
}

export type LineupCountsQuery = Record<string, string | number>;

/**
 * The counts per day for a query (scoped by the server), with where their calls came from; the previous numbers stay
 * shown while new ones load.
 */
export function useLineupCounts(query: LineupCountsQuery) {
  return useQuery({
    queryKey: ["statistics", "lineup-counts", query],
    queryFn: async () => {
      const { data, ...origins } = await apiRequest<{ data: DayCounts[] } & AnswerNotes>("/statistics/lineup-counts", {
        query,
        silent: true,
      });
      return { days: data, origins };
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The same table as a spreadsheet. */
export const downloadLineupCounts = (query: LineupCountsQuery) =>
  apiBlob("/statistics/lineup-counts", { query: { ...query, format: "xlsx" }, silent: true });
