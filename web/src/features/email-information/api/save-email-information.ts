import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/api/client";
import type { EmailInformation } from "./get-email-information";

/** POST /email_information; the server sanitises the HTML and answers with what it kept. */
export async function saveEmailInformation(description: string): Promise<EmailInformation> {
  return api("/email_information", { method: "POST", body: { description } });
}

/** Saves the body and replaces the cached copy with the sanitised one the server kept. */
export function useSaveEmailInformation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmailInformation,
    onSuccess: (saved) =>
      queryClient.setQueryData(["email-information"], { description: saved.description, updated_at: saved.updated_at }),
  });
}
