import type { Watch, WatchCreate, WatchUpdate } from "@lineup/shared/wire/watches";
import { api } from "@/api/client";
import { useRefreshingMutation } from "@/shared/api/use-refreshing-mutation";
import { WATCHES_KEY } from "./list-watches";

/** A new watch (its target and options), or the new options of the watch `id`. */
export type WatchSave = { id: number; body: WatchUpdate } | { id?: undefined; body: WatchCreate };

/**
 * POST /watches (201, the watch; 404 when the target is not visible; 422 with field errors) or
 * PUT /watches/{id}. Silent: the form shows field errors and refusals itself.
 */
export function saveWatch(save: WatchSave): Promise<Watch> {
  if (save.id === undefined) return api("/watches", { method: "POST", body: save.body, silent: true });
  return api("/watches/{id}", { method: "PUT", params: { id: save.id }, body: save.body, silent: true });
}

/** Saves a watch; the watches are read again. */
export function useSaveWatch() {
  return useRefreshingMutation(saveWatch, [{ queryKey: [WATCHES_KEY] }]);
}
