import { useQuery } from "@tanstack/react-query";
import { api } from "@/api/client";
import type { ActivityDetail } from "./types";

/** GET /logs/users/{id}: one activity with its before and after (silent: a missing one sends the user back). */
export function fetchActivity(id: string): Promise<ActivityDetail> {
  return api("/logs/users/{id}", { params: { id }, silent: true });
}

/** One activity of the log. */
export function useActivity(id: string) {
  return useQuery({ queryKey: ["activities", "detail", id], queryFn: () => fetchActivity(id), retry: false });
}
