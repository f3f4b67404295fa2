import { MESSAGES } from "@lineup/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "@/api/client";
import type { ApiPath } from "@/api/operations";
import { notifyError, notifySuccess } from "@/shared/notify";

/** A list whose items are deleted at `{list}/{id}` ("/users"). */
export type DeletableList = ApiPath<"DELETE"> extends infer P ? (P extends `${infer L}/{id}` ? L : never) : never;

/**
 * Deletes `${path}/${id}` and refreshes the lists cached under `key`. A refusal
 * with a message (a port still referenced, 409) shows that message; other
 * failures show the generic delete notice of spec.md section 8.
 */
export function useDelete(key: string, path: DeletableList) {
  const item: `${DeletableList}/{id}` = `${path}/{id}`;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(item, { method: "DELETE", params: { id }, silent: true }),
    onSuccess: async () => {
      notifySuccess(MESSAGES.deleted);
      await queryClient.invalidateQueries({ queryKey: [key] });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403) notifyError(MESSAGES.forbidden);
      else if (error instanceof ApiError && error.status !== 401 && error.status < 500 && error.body.message)
        notifyError(error.body.message);
      else if (!(error instanceof ApiError && error.status === 401)) notifyError(MESSAGES.deleteFailed);
    },
  });
}
