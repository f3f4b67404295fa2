import type { DistributionListCreate, DistributionListDetail } from "@lineup/shared/wire/distribution";
import { api } from "@/api/client";
import { useRefreshingMutation } from "@/shared/api/use-refreshing-mutation";
import { detailKey } from "./get-distribution-list";
import { LISTS_KEY } from "./list-distribution-lists";

/** The body of `POST /distribution-lists`, and of a `PUT` that sends every field. */
export type ListBody = DistributionListCreate;

/**
 * POST /distribution-lists (new) or PUT /distribution-lists/{id} (every field the form holds).
 * Silent: the form shows field errors and refusals itself.
 */
export function saveDistributionList(body: ListBody, id?: string): Promise<DistributionListDetail> {
  if (id === undefined) return api("/distribution-lists", { method: "POST", body, silent: true });
  return api("/distribution-lists/{id}", { method: "PUT", params: { id }, body, silent: true });
}

/** Saves the form; the answer is the detail page's data, and the lists page reads its lists again. */
export function useSaveDistributionList(id?: string) {
  return useRefreshingMutation(
    (body: ListBody) => saveDistributionList(body, id),
    [{ queryKey: [LISTS_KEY, "list"] }],
    (saved) => ({ queryKey: detailKey(String(saved.id)), data: saved }),
  );
}
