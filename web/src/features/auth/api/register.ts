import { useMutation } from "@tanstack/react-query";
import { api } from "@/api/client";
import type { NewPassword } from "@/shared/form/new-password-inputs";
import type { User } from "@/api/types";

export interface RegisterInput extends NewPassword {
  name: string;
  email: string;
}

/** POST /register: creates a client account; the user logs in afterwards. */
export function register(input: RegisterInput): Promise<User> {
  return api("/register", { method: "POST", body: input, auth: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
