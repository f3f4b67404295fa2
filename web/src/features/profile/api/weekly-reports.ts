import { api } from "@/api/client";
import type { ApiAnswer, ApiBody } from "@/api/operations";
import { useAddToMyList, useMyList, useRemoveFromMyList } from "./my-list";

/**
 * My weekly report subscriptions, what I may subscribe to (scoped by the server to what I see) and when the reports
 * go ("Mondays at 07:00 UTC"; null when they are switched off).
 */
export type WeeklyReports = ApiAnswer<"/me/weekly-reports", "GET">;
/** One of my weekly report subscriptions. */
export type WeeklySubscription = WeeklyReports["data"][number];
export type Named = WeeklySubscription["porto"];

/** My subscriptions and what I may subscribe to. */
export const useWeeklyReports = () => useMyList("weekly-reports", () => api("/me/weekly-reports", { silent: true }));

export const useSubscribeWeekly = () =>
  useAddToMyList("weekly-reports", (body: ApiBody<"/me/weekly-reports", "POST">) =>
    api("/me/weekly-reports", { method: "POST", body, silent: true }),
  );

export const useUnsubscribeWeekly = () =>
  useRemoveFromMyList("weekly-reports", (id: number) =>
    api("/me/weekly-reports/{id}", { method: "DELETE", params: { id }, silent: true }),
  );
