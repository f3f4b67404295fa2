import { useMutation } from "@tanstack/react-query";
import { api } from "@/api/client";
import type { NewPassword } from "@/shared/form/new-password-inputs";
import type { User } from "@/api/types";

export type PasswordInput = NewPassword;

/** POST /me (multipart) with only the new password; the card shows its own notices. */
export async function changePassword(input: PasswordInput): Promise<User> {
  const form = new FormData();
  form.set("password", input.password);
  form.set("password_confirmation", input.password_confirmation);
  return api("/me", { method: "POST", body: form, silent: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
