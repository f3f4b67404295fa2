import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AnswerNotes, BerthCall, BerthOccupancy } from "@lineup/shared";
import { apiBlob, apiRequest } from "@/api/client";

export type { BerthCall, BerthOccupancy };

export type BerthOccupancyQuery = Record<string, string | number>;

/** The calls per berth for a query (scoped by the server); the previous answer stays shown while a new one loads. */
export function useBerthOccupancy(query: BerthOccupancyQuery) {
  return useQuery({
    queryKey: ["statistics", "berth-occupancy", query],
    queryFn: async () => {
      const { data, ...origins } = await apiRequest<{ data: BerthOccupancy[] } & AnswerNotes>(
        "/statistics/berth-occupancy",
        { query, silent: true },
      );
      return { groups: data, origins };
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The same calls as a spreadsheet. */
export const downloadBerthOccupancy = (query: BerthOccupancyQuery) =>
  apiBlob("/statistics/berth-occupancy", { query: { ...query, format: "xlsx" }, silent: true });
