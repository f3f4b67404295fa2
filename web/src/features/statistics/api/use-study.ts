import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { AnswerNotes } from "@lineup/shared";
import type { WaitingTimeGroup } from "@lineup/shared/wire/statistics";
import { api, apiBlob } from "@/api/client";
import type { ApiAnswer } from "@/api/operations";

/** One day's counts as `GET /statistics/lineup-counts` returns them. */
export type { DayCounts } from "@lineup/shared/wire/statistics";

/** One group's waiting times as `GET /statistics/waiting-times` returns them (days). */
export type WaitingTimeRow = WaitingTimeGroup;

/** A study's query as the API takes it: `from`, `to`, lists as `porto_id[0]=…`. */
export type StudyQuery = Record<string, string | number>;

/** The studies under `/statistics/{study}`. */
export type Study = "waiting-times" | "lineup-counts" | "berth-occupancy" | "volumes";

/** One row of a study's answer. */
type RowOf<S extends Study> = ApiAnswer<`/statistics/${S}`, "GET"> extends { data: (infer R)[] } ? R : never;

/** A study's rows, and where their calls came from. */
export interface StudyRows<S extends Study> {
  rows: RowOf<S>[];
  origins: AnswerNotes;
}

/** The query with its period, which every study requires, named as such. */
const withPeriod = ({ from = "", to = "", ...rest }: StudyQuery) => ({ from: String(from), to: String(to), ...rest });

/**
 * `GET /statistics/{study}`: its rows for a query (scoped by the server to what the user may see), with where their
 * calls came from; the previous answer stays shown while a new one loads.
 */
export function useStudy<S extends Study>(study: S, query: StudyQuery): UseQueryResult<StudyRows<S>>;
// Checked against every study at once (TypeScript cannot follow one generic study through the call); the signature
// above names the rows of the study given.
export function useStudy(study: Study, query: StudyQuery): UseQueryResult<unknown> {
  const path: `/statistics/${Study}` = `/statistics/${study}`;
  return useQuery({
    queryKey: ["statistics", study, query],
    queryFn: async () => {
      const { data, ...origins } = await api(path, { query: withPeriod(query), silent: true });
      return { rows: data, origins };
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The same study as a spreadsheet. */
export const downloadStudy = (study: Study, query: StudyQuery) => {
  const path: `/statistics/${Study}` = `/statistics/${study}`;
  return apiBlob(path, { query: { ...withPeriod(query), format: "xlsx" }, silent: true });
};
