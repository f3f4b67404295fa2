import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/api/client";
import { downloadStudy, type StudyQuery } from "./use-study";

/**
 * The volumes for a query (scoped by the server), with the interval they were
 * counted by: the previous numbers stay shown while new ones load, and are
 * named by their own weeks or months meanwhile.
 */
export function useVolumes(query: StudyQuery & { interval: "week" | "month" }) {
  return useQuery({
    queryKey: ["statistics", "volumes", query],
    queryFn: async () => ({
      ...(await api("/statistics/volumes", {
        query: { from: String(query.from ?? ""), to: String(query.to ?? ""), ...query },
        silent: true,
      })),
      interval: query.interval,
    }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The same table as a spreadsheet. */
export const downloadVolumes = (query: StudyQuery) => downloadStudy("volumes", query);
