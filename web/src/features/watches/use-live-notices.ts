import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onNotices } from "@/shared/live/notices";
import { NOTIFICATIONS_KEY } from "./api/list-notifications";
import { eachPage, type NotificationPages } from "./notification-pages";

/** The board's sockets (one per terminal) all carry the same message: one read of the list for a burst of them (ms). */
const COALESCE_MS = 300;

/**
 * On the board, the live sockets say when the user's notifications change: the unread count
 * shows at once and the list is read again. (Off the board the list is polled: see useNotifications.)
 */
export function useLiveNotices() {
  const client = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const stop = onNotices((unread) => {
      client.setQueryData<NotificationPages>([NOTIFICATIONS_KEY], (data) =>
        eachPage(data, (page) => ({ ...page, unread })),
      );
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void client.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] }), COALESCE_MS);
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [client]);
}
