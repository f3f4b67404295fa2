import { api } from "@/api/client";
import { useRefreshingMutation } from "@/shared/api/use-refreshing-mutation";
import type { UserRecord } from "./types";

/** The user form's values as sent to the server (server/src/users/form.ts). */
export interface UserPayload {
  name: string;
  email: string;
  role_id: string;
  role: string;
  password: string;
  password_confirmation: string;
  porto_ids: string[];
  carga_ids: string[];
  photo: File | null;
}

/** Multipart POST /users (new) or PUT /users/{id} (edit). Silent: the form shows errors. */
export function saveUser(payload: UserPayload, id?: string): Promise<UserRecord> {
  const body = new FormData();
  body.append("name", payload.name);
  body.append("email", payload.email);
  body.append("role_id", payload.role_id);
  body.append("role", payload.role);
  if (payload.password) {
    body.append("password", payload.password);
    body.append("password_confirmation", payload.password_confirmation);
  }
  body.append("porto_ids", payload.porto_ids.join(","));
  body.append("carga_ids", payload.carga_ids.join(","));
  if (payload.photo) body.append("photo", payload.photo);
  if (id === undefined) return api("/users", { method: "POST", body, silent: true });
  return api("/users/{id}", { method: "PUT", params: { id }, body, silent: true });
}

/** Saves the form and refreshes the user lists and the activity log. */
export function useSaveUser(id?: string) {
  return useRefreshingMutation(
    (payload: UserPayload) => saveUser(payload, id),
    [{ queryKey: ["users"] }, { queryKey: ["activities"] }],
  );
}
