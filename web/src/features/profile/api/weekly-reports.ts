import { useAddToMyList, useMyList, useRemoveFromMyList } from "./my-list";

export interface Named {
  id: number;
  name: string;
}

/** One of my weekly report subscriptions (`GET /me/weekly-reports`). */
export interface WeeklySubscription {
  id: number;
  porto: Named;
  carga_tipo: Named;
  created_at: string;
}

export interface WeeklyReports {
  data: WeeklySubscription[];
  /** What I may subscribe to (scoped by the server to what I see). */
  options: { portos: Named[]; cargas_tipos: Named[] };
  /** "Mondays at 07:00 UTC"; null when the reports are switched off. */
  schedule: string | null;
}

/** My subscriptions and what I may subscribe to. */
export const useWeeklyReports = () => useMyList<WeeklyReports>("weekly-reports");

export const useSubscribeWeekly = () =>
  useAddToMyList<{ porto_id: number; carga_tipo_id: number }, WeeklySubscription>("weekly-reports");

export const useUnsubscribeWeekly = () => useRemoveFromMyList("weekly-reports");
