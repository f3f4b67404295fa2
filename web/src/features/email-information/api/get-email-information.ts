import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/api/client";

export interface EmailInformation {
  description: string;
  updated_at: string | null;
}

/** GET /email_information: the informational e-mail body (sanitised HTML). */
export async function getEmailInformation(): Promise<EmailInformation> {
  return apiRequest<EmailInformation>("/email_information");
}

/** The stored e-mail body, cached under "email-information". */
export function useEmailInformation() {
  return useQuery({ queryKey: ["email-information"], queryFn: getEmailInformation });
}
