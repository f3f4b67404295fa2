import { MESSAGES } from "@lineup/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DistributionRun } from "@lineup/shared/wire/distribution";
import { answered, api, NOT_REACHED } from "@/api/client";
import { notifyError } from "@/shared/notify";
import { LISTS_KEY } from "./list-distribution-lists";

/** POST /distribution-lists/{id}/send: the list goes now to every address; the run tells each address's delivery. */
export function sendDistributionList(id: string): Promise<DistributionRun> {
  return api("/distribution-lists/{id}/send", { method: "POST", params: { id }, silent: true });
}

/** The notice of a refused send: no permission, the server's reason (a list gone, 404), or a system error. */
function notifySendFailure(error: Error): void {
  if (!answered(error)) notifyError(NOT_REACHED.write);
  else if (error.status === 403) notifyError(MESSAGES.forbidden);
  else if (error.status > 401 && error.status < 500 && error.body.message) notifyError(error.body.message);
  // A dead session (401) was already handled by the client.
  else if (error.status !== 401) notifyError(MESSAGES.systemError);
}

/** Sends a list by hand; its runs (detail) and last run (lists page) are read again. */
export function useSendDistributionList(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => sendDistributionList(id),
    onSuccess: () => client.invalidateQueries({ queryKey: [LISTS_KEY] }),
    onError: notifySendFailure,
  });
}
