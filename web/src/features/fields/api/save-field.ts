import { apiRequest } from "@/api/client";
import { useRefreshingMutation } from "@/shared/api/use-refreshing-mutation";

/** A row of any field list (vessel, agency, port of destination...). */
export interface FieldRecord {
  id: number;
  name: string;
  imo?: string | null;
  is_agency_client?: boolean | number | null;
  pais?: string | null;
}

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
export function saveField(path: string, payload: FieldPayload, id?: number): Promise<FieldRecord> {
  if (id === undefined) return apiRequest<FieldRecord>(path, { body: payload, silent: true });
  return apiRequest<FieldRecord>(`${path}/${id}`, { method: "PUT", body: payload, silent: true });
}

/** Saves a field row and refreshes the lists cached under `key`. */
export function useSaveField(key: string, path: string, id?: number) {
  return useRefreshingMutation((payload: FieldPayload) => saveField(path, payload, id), [{ queryKey: [key] }]);
}
