import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/api/client";

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

const KEY = ["me", "weekly-reports"];

export function useWeeklyReports() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => apiRequest<WeeklyReports>("/me/weekly-reports", { silent: true }),
    retry: false,
  });
}

export function useSubscribeWeekly() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { porto_id: number; carga_tipo_id: number }) =>
      apiRequest<WeeklySubscription>("/me/weekly-reports", { method: "POST", body, silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useUnsubscribeWeekly() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/me/weekly-reports/${id}`, { method: "DELETE", silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
