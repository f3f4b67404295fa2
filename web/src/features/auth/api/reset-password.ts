import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/api/client";
import type { MessageResponse } from "@/api/types";

export interface ResetPasswordInput {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** POST /password-reset with the token from the e-mailed link. */
export function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>("/password-reset", { body: input, auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
