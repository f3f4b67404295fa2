import { describe, expect, it } from "vitest";
import type { Notification, NotificationPage } from "@lineup/shared/wire/watches";
import { notificationEntry } from "./test-notification";
import { eachPage, NOTIFICATIONS_SHOWN, olderThan, withRead, type NotificationPages } from "./notification-pages";

const entry = (id: number): Notification => notificationEntry({ id, event_id: 1000 + id });

/** `n` entries, newest (highest id) first, from `top` down. */
const page = (top: number, n: number, unread: number): NotificationPage => ({
  items: Array.from({ length: n }, (_, i) => entry(top - i)),
  unread,
});

describe("the notification centre's pages", () => {
  it("reads older entries below the last one of a full page, and stops after a short one", () => {
    expect(olderThan(page(100, NOTIFICATIONS_SHOWN, 5))).toBe(100 - NOTIFICATIONS_SHOWN + 1);
    expect(olderThan(page(40, 12, 5))).toBeUndefined();
    expect(olderThan({ items: [], unread: 0 })).toBeUndefined();
  });

  it("marks entries read on every page shown, with the count the server answered", () => {
    const data: NotificationPages = {
      pages: [page(60, 30, 40), page(30, 30, 40)],
      pageParams: [undefined, 31],
    };
    const some = eachPage(data, (p) => withRead(p, { ids: [60, 5] }, 38));
    const shown = some?.pages.flatMap((p) => p.items) ?? [];
    expect(shown.filter((n) => n.read).map((n) => n.id)).toEqual([60, 5]);
    expect(some?.pages.map((p) => p.unread)).toEqual([38, 38]);
    const all = eachPage(data, (p) => withRead(p, { all: true }, 0));
    expect(all?.pages.flatMap((p) => p.items).every((n) => n.read)).toBe(true);
    expect(eachPage(undefined, (p) => p)).toBeUndefined();
  });
});
