import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DistributionRun } from "@lineup/shared/wire/distribution";
import { api } from "@/api/client";
import { notifyRefusal } from "@/shared/server-errors";
import { LISTS_KEY } from "./list-distribution-lists";

/** POST /distribution-lists/{id}/send: the list goes now to every address; the run tells each address's delivery. */
export function sendDistributionList(id: string): Promise<DistributionRun> {
  return api("/distribution-lists/{id}/send", { method: "POST", params: { id }, silent: true, untimed: true });
}

/** Sends a list by hand; its runs (detail) and last run (lists page) are read again. */
export function useSendDistributionList(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => sendDistributionList(id),
    onSuccess: () => client.invalidateQueries({ queryKey: [LISTS_KEY] }),
    // No answer, no permission, the server's reason (a list gone, 404), or a system error.
    onError: notifyRefusal,
  });
}
