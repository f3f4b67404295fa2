import { MESSAGES } from "@lineup/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "@/api/client";
import { notifyError, notifySuccess } from "@/shared/notify";
import { WATCHES_KEY } from "./list-watches";

/** DELETE /watches/{id} (204). */
export function deleteWatch(id: number): Promise<null> {
  return api("/watches/{id}", { method: "DELETE", params: { id }, silent: true });
}

/** Stops a watch: says so, and the watches are read again. */
export function useDeleteWatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteWatch,
    onSuccess: async () => {
      notifySuccess("Stopped watching.");
      await client.invalidateQueries({ queryKey: [WATCHES_KEY] });
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 401)) notifyError(MESSAGES.deleteFailed);
    },
  });
}
