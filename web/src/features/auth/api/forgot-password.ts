import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/api/client";
import type { MessageResponse } from "@/api/types";

export interface ForgotPasswordInput {
  email: string;
}

/** POST /password-forgot: e-mails a reset link. */
export function forgotPassword(input: ForgotPasswordInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>("/password-forgot", { body: input, auth: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
