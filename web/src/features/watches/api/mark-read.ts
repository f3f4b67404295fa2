import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NotificationsRead } from "@lineup/shared/wire/watches";
import { api } from "@/api/client";
import { eachPage, withRead, type NotificationPages } from "../notification-pages";
import { NOTIFICATIONS_KEY } from "./list-notifications";

/** POST /notifications/read: some entries (`ids`) or all of them read; the answer is the unread count left. */
export function markRead(body: NotificationsRead): Promise<{ unread: number }> {
  return api("/notifications/read", { method: "POST", body, silent: true });
}

/** Marks entries read; the centre shows them read at once, then reads the list again. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: async ({ unread }, body) => {
      client.setQueryData<NotificationPages>([NOTIFICATIONS_KEY], (data) =>
        eachPage(data, (page) => withRead(page, body, unread)),
      );
      await client.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] });
    },
  });
}
