import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AnswerNotes } from "@lineup/shared";
import type { WaitingTimeGroup } from "@lineup/shared/wire/statistics";
import { apiBlob, apiRequest } from "@/api/client";

/** One day's counts as `GET /statistics/lineup-counts` returns them. */
export type { DayCounts } from "@lineup/shared/wire/statistics";

/** One group's waiting times as `GET /statistics/waiting-times` returns them (days). */
export type WaitingTimeRow = WaitingTimeGroup;

/** A study's query as the API takes it: `from`, `to`, lists as `porto_id[0]=…`. */
export type StudyQuery = Record<string, string | number>;

/**
 * `GET /statistics/{study}`: its rows for a query (scoped by the server to what the user may see), with where their
 * calls came from; the previous answer stays shown while a new one loads.
 */
export function useStudy<Row>(study: string, query: StudyQuery) {
  return useQuery({
    queryKey: ["statistics", study, query],
    queryFn: async () => {
      const { data, ...origins } = await apiRequest<{ data: Row[] } & AnswerNotes>(`/statistics/${study}`, {
        query,
        silent: true,
      });
      return { rows: data, origins };
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The same study as a spreadsheet. */
export const downloadStudy = (study: string, query: StudyQuery) =>
  apiBlob(`/statistics/${study}`, { query: { ...query, format: "xlsx" }, silent: true });
