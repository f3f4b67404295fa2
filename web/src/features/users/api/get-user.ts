import { api } from "@/api/client";
import { useEditRecord } from "@/shared/api/use-edit-record";
import type { UserRecord } from "./types";

/** GET /users/{id}; the server always answers with the user's ports and comms. */
export function fetchUser(id: string): Promise<UserRecord> {
  return api("/users/{id}", { params: { id }, silent: true });
}

/** The user being edited; not refetched in the background, so typing is never overwritten. */
export function useUser(id: string | undefined) {
  return useEditRecord("users", id, fetchUser);
}
