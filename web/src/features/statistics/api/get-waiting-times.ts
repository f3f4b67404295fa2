import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AnswerNotes } from "@lineup/shared";
import { apiBlob, apiRequest } from "@/api/client";

/** One group's waiting times as `GET /statistics/waiting-times` returns them (days). */
export interface WaitingTimeRow {
  key: number | null;
  name: string;
  calls: number;
  /** Of `calls`, those whose berthing came from their dates alone. */
  calls_from_dates: number;
  mean_days: number;
  median_days: number;
  p90_days: number;
}

/** The API's query: `from`, `to`, `group_by`, lists as `porto_id[0]=…`. */
export type WaitingTimesQuery = Record<string, string | number>;

/**
 * The waiting times for a query (scoped by the server to what the user may see); the previous numbers stay shown while
 * new ones load.
 */
export function useWaitingTimeStudy(query: WaitingTimesQuery) {
  return useQuery({
    queryKey: ["statistics", "waiting-times", query],
    queryFn: async () => {
      const { data, ...origins } = await apiRequest<{ data: WaitingTimeRow[] } & AnswerNotes>(
        "/statistics/waiting-times",
        { query, silent: true },
      );
      return { groups: data, origins };
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The same table as a spreadsheet. */
export const downloadWaitingTimes = (query: WaitingTimesQuery) =>
  apiBlob("/statistics/waiting-times", { query: { ...query, format: "xlsx" }, silent: true });

/**
 * The ports (with their terminals) and commodities the user may filter by (`GET /lineups/parametros`, scoped by the
 * server).
 */
export function useStatisticsOptions() {
  return useQuery({
    queryKey: ["statistics", "options"],
    queryFn: async () => {
      const d = await apiRequest<{ portos?: { id: number; name: string }[]; cargas?: { id: number; name: string }[] }>(
        "/lineups/parametros",
        { query: { portos: 1, cargas: 1 } },
      );
      return {
        ports: (d.portos ?? []).map(({ id, name }) => ({ id, name })),
        comms: (d.cargas ?? []).map(({ id, name }) => ({ id, name })),
      };
    },
  });
}
