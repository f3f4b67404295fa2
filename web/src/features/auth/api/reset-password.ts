import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/api/client";
import type { NewPassword } from "@/shared/form/new-password-inputs";
import type { MessageResponse } from "@/api/types";

export interface ResetPasswordInput extends NewPassword {
  token: string;
  email: string;
}

/** POST /password-reset with the token from the e-mailed link. */
export function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>("/password-reset", { body: input, auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
