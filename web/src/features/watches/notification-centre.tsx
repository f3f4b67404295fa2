import type { Notification } from "@lineup/shared/wire/watches";
import {
  ActionIcon,
  Anchor,
  Button,
  Divider,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from "@mantine/core";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { useNow } from "@/shared/freshness/use-now";
import { useNotifications } from "./api/list-notifications";
import { useMarkRead } from "./api/mark-read";
import { rowChangedSince } from "./api/row-changed";
import { NotificationEntry } from "./notification-entry";
import { changedSinceIn, notificationLink } from "./notification-link";
import { useLiveNotices } from "./use-live-notices";

const EMPTY_TEXT = "Nothing yet: watch a vessel, a terminal or a view to be told when it changes.";

/** A bell, drawn (not an emoji: office PCs often lack the font). */
const BellIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinejoin="round" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" />
  </svg>
);

/** "Notifications, 3 unread": the bell's accessible name. */
export const bellName = (unread: number) => `Notifications, ${unread === 0 ? "none" : unread} unread`;

/**
 * The notification centre of the top bar: a bell with the unread count, opening the latest
 * entries. An entry is marked read when opened and leads to its row on the board (or to the
 * board as it stood then, when the row has changed since).
 */
export function NotificationCentre() {
  const [opened, setOpened] = useState(false);
  const [, navigate] = useLocation();
  const page = useNotifications();
  const read = useMarkRead();
  const now = useNow();
  useLiveNotices();
  const unread = page.data?.pages[0]?.unread ?? 0;
  const items = page.data?.pages.flatMap((p) => p.items) ?? [];

  const open = async (entry: Notification) => {
    setOpened(false);
    if (!entry.read) read.mutate({ ids: [entry.id] });
    let changed = changedSinceIn(entry, items);
    if (!changed && entry.lineup_id !== null) changed = (await rowChangedSince(entry.lineup_id, entry.at)) ?? false;
    navigate(notificationLink(entry, changed));
  };

  return (
    <Indicator label={unread > 99 ? "99+" : unread} size={18} disabled={unread === 0} offset={4} color="red.8">
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={380} shadow="md" trapFocus>
        {/* The target gets aria-haspopup and aria-expanded from the popover. */}
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={bellName(unread)}
            onClick={() => setOpened((o) => !o)}
          >
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} role="dialog" aria-label="Notifications">
          <Group justify="space-between" px="sm" py="xs">
            <Text fw={700} component="h2" size="md" m={0}>
              Notifications
            </Text>
            <Button
              size="compact-sm"
              variant="subtle"
              disabled={unread === 0}
              loading={read.isPending && read.variables?.all === true}
              onClick={() => read.mutate({ all: true })}
            >
              Mark all read
            </Button>
          </Group>
          <Divider />
          {page.isPending ? (
            <Loader size="sm" m="sm" aria-label="Loading the notifications" />
          ) : page.isError ? (
            <Text size="sm" c="red.9" p="sm">
              The notifications could not be loaded.
            </Text>
          ) : items.length === 0 ? (
            <Text size="sm" c="dimmed" p="sm">
              {EMPTY_TEXT}
            </Text>
          ) : (
            <ScrollArea.Autosize mah="60vh">
              <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: "none" }} aria-label="Latest notifications">
                {items.map((entry) => (
                  <li key={entry.id}>
                    <NotificationEntry entry={entry} now={now} onOpen={(e) => void open(e)} />
                  </li>
                ))}
              </Stack>
              {page.hasNextPage && (
                <Group justify="center" py={6}>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    loading={page.isFetchingNextPage}
                    onClick={() => void page.fetchNextPage()}
                  >
                    Show older
                  </Button>
                </Group>
              )}
            </ScrollArea.Autosize>
          )}
          <Divider />
          <Group justify="flex-end" px="sm" py={6}>
            <Anchor component={Link} href="/watches" size="sm" onClick={() => setOpened(false)}>
              My watches
            </Anchor>
          </Group>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
