import { useMutation } from "@tanstack/react-query";
import { api } from "@/api/client";
import type { NewPassword } from "@/shared/form/new-password-inputs";
import type { ApiAnswer } from "@/api/operations";

export interface ResetPasswordInput extends NewPassword {
  token: string;
  email: string;
}

/** POST /password-reset with the token from the e-mailed link. */
export function resetPassword(input: ResetPasswordInput): Promise<ApiAnswer<"/password-reset", "POST">> {
  return api("/password-reset", { method: "POST", body: input, auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
