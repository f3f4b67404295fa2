import { useMutation } from "@tanstack/react-query";
import { api } from "@/api/client";
import type { User } from "@/api/types";
import { setUser } from "@/state/session";

export interface ProfileInput {
  name: string;
  email: string;
  photo: File | null;
}

/** POST /me as multipart; the answer is the saved user, which replaces the stored one. */
export async function updateProfile(input: ProfileInput): Promise<User> {
  const form = new FormData();
  form.set("name", input.name);
  form.set("email", input.email);
  if (input.photo) form.set("photo", input.photo);
  const user = await api("/me", { method: "POST", body: form });
  setUser(user);
  return user;
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
