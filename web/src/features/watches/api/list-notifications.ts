import { useInfiniteQuery } from "@tanstack/react-query";
import type { NotificationPage } from "@lineup/shared/wire/watches";
import { api } from "@/api/client";
import { NOTIFICATIONS_SHOWN, olderThan } from "../notification-pages";

/** The cache key of the notification centre's list. */
export const NOTIFICATIONS_KEY = "notifications";

/** How often the centre reads its list when no live socket tells it (ms). */
const POLL_MS = 60_000;

/**
 * GET /notifications: the newest entries first (those older than `before` when given), and the unread count.
 * Silent: a failed poll says nothing.
 */
export function listNotifications(before?: number): Promise<NotificationPage> {
  return api("/notifications", {
    query: { limit: NOTIFICATIONS_SHOWN, ...(before === undefined ? {} : { before }) },
    silent: true,
  });
}

/** The first page's `before`: none, the newest entries. */
const NEWEST: number | undefined = undefined;

/**
 * The centre's entries, page by page: read on window focus and every minute (every page shown), and again when
 * a live socket says they changed.
 */
export function useNotifications() {
  return useInfiniteQuery({
    queryKey: [NOTIFICATIONS_KEY],
    queryFn: ({ pageParam }) => listNotifications(pageParam),
    initialPageParam: NEWEST,
    getNextPageParam: olderThan,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });
}
