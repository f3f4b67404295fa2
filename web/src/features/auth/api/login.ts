import { useMutation } from "@tanstack/react-query";
import { api } from "@/api/client";
import type { User } from "@/api/types";
import { setTokens } from "@/state/session";
import { getMe } from "./get-me";

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /oauth/token (password grant), then GET /me. The caller shows the errors. */
export async function login(input: LoginInput): Promise<User> {
  const tokens = await api("/oauth/token", {
    method: "POST",
    body: { grant_type: "password", username: input.email, password: input.password },
    auth: false,
    silent: true,
  });
  setTokens(tokens);
  return getMe();
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
