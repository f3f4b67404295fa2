import { useMutation } from "@tanstack/react-query";
import { api } from "@/api/client";
import { clearSession, session } from "@/state/session";

/** POST /logout revokes the refresh token; the local session is cleared only on success. */
export async function logout(): Promise<void> {
  await api("/logout", { method: "POST", body: { refresh_token: session.refreshToken ?? "" }, silent: true });
  clearSession();
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
