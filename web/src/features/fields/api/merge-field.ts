import { api } from "@/api/client";
import type { FieldPath } from "./save-field";

/** The lists whose items are parties, one name each: an item can be merged into another. */
type PartyPath = Exclude<FieldPath, "/trabalhadores">;

/** `POST /{list}/{id}/merge`: the item `id` merged into `into`. Silent: the modal says what went wrong. */
export function mergeFieldItem(path: FieldPath, id: number, into: number) {
  if (path === "/trabalhadores") return Promise.reject(new Error("Workers are not merged."));
  const merge: `${PartyPath}/{id}/merge` = `${path}/{id}/merge`;
  return api(merge, { method: "POST", params: { id }, body: { into }, silent: true });
}
