import type { InfiniteData } from "@tanstack/react-query";
import type { NotificationPage, NotificationsRead } from "@lineup/shared/wire/watches";

/** How many entries the centre reads at a time: the newest, then as many older ones at each *Show older*. */
export const NOTIFICATIONS_SHOWN = 30;

/** The centre's pages as the cache holds them, newest first; each page's `before` is the id it reads below. */
export type NotificationPages = InfiniteData<NotificationPage, number | undefined>;

/** Where the next older page starts, or undefined when the last page read was the end of the list. */
export const olderThan = (page: NotificationPage) =>
  page.items.length < NOTIFICATIONS_SHOWN ? undefined : page.items.at(-1)?.id;

/** Every page of the cache changed by `change` (the unread count is each page's as of its reading). */
export const eachPage = (
  data: NotificationPages | undefined,
  change: (page: NotificationPage) => NotificationPage,
): NotificationPages | undefined => data && { ...data, pages: data.pages.map(change) };

/** A page of the list with `body`'s entries read, as the server will have it. */
export function withRead(page: NotificationPage, body: NotificationsRead, unread: number): NotificationPage {
  const ids = new Set(body.ids ?? []);
  return {
    unread,
    items: page.items.map((n) => (body.all || ids.has(n.id) ? { ...n, read: true } : n)),
  };
}
