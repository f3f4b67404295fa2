import { useQuery } from "@tanstack/react-query";
import { api } from "@/api/client";

export interface EmailInformation {
  description: string;
  updated_at: string | null;
}

/** GET /email_information: the informational e-mail body (sanitised HTML). */
export async function getEmailInformation(): Promise<EmailInformation> {
  return api("/email_information");
}

/** The stored e-mail body, cached under "email-information". */
export function useEmailInformation() {
  return useQuery({ queryKey: ["email-information"], queryFn: getEmailInformation });
}

// The e-mail information routes do not describe their answers yet.
declare module "@/api/operations" {
  interface KnownAnswers {
    "GET /email_information": EmailInformation;
    "POST /email_information": EmailInformation;
  }
}
