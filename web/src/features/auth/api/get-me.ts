import { useQuery } from "@tanstack/react-query";
import { api } from "@/api/client";
import type { User } from "@/api/types";
import { setUser } from "@/state/session";

/** GET /me: the current user, kept in the session store as well. */
export async function getMe(): Promise<User> {
  const user = await api("/me");
  setUser(user);
  return user;
}

/** Refreshes the stored user once per visit (a dead token is caught here too). */
export function useMe(enabled: boolean) {
  return useQuery({ queryKey: ["me"], queryFn: getMe, enabled, staleTime: 60_000, retry: false });
}
