import { useMutation } from "@tanstack/react-query";
import { api } from "@/api/client";
import type { ApiAnswer, ApiBody } from "@/api/operations";

export type ForgotPasswordInput = ApiBody<"/password-forgot", "POST">;

/** POST /password-forgot: e-mails a reset link. */
export function forgotPassword(input: ForgotPasswordInput): Promise<ApiAnswer<"/password-forgot", "POST">> {
  return api("/password-forgot", { method: "POST", body: input, auth: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
