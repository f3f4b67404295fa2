import { api } from "@/api/client";
import type { FieldList } from "@lineup/shared";
import type { FieldRecord } from "@/shared/api/field-items";
import { useRefreshingMutation } from "@/shared/api/use-refreshing-mutation";

export type { FieldRecord } from "@/shared/api/field-items";

/** A reference list's route ("/navios"). */
export type FieldPath = `/${FieldList}`;

/** The body of `POST /{path}` and `PUT /{path}/{id}`; empty optional values are left out. */
export interface FieldPayload {
  name: string;
  imo?: string | null;
  is_agency_client?: boolean;
  pais?: string;
  /** Create it although a listed item's name differs from it only in case, accents, punctuation or company form. */
  allow_similar?: boolean;
}

/** Creates (no id) or updates a field row. Silent: the modal shows errors itself. */
export function saveField(path: FieldPath, payload: FieldPayload, id?: number): Promise<FieldRecord> {
  if (id === undefined) return api(path, { method: "POST", body: payload, silent: true });
  const item: `${FieldPath}/{id}` = `${path}/{id}`;
  return api(item, { method: "PUT", params: { id }, body: payload, silent: true });
}

/** Saves a field row and refreshes the lists cached under `key`. */
export function useSaveField(key: string, path: FieldPath, id?: number) {
  return useRefreshingMutation((payload: FieldPayload) => saveField(path, payload, id), [{ queryKey: [key] }]);
}
