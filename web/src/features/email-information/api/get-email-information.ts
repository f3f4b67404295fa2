import { useQuery } from "@tanstack/react-query";
import type { EmailInformation } from "@lineup/shared/wire/email-information";
import { api } from "@/api/client";

export type { EmailInformation };

/** GET /email_information: the informational e-mail body (sanitised HTML). */
export async function getEmailInformation(): Promise<EmailInformation> {
  return api("/email_information");
}

/** The stored e-mail body, cached under "email-information". */
export function useEmailInformation() {
  return useQuery({ queryKey: ["email-information"], queryFn: getEmailInformation });
}
