// All of Mantine's styles, with the first logged-in screen (a guest gets a few: ./guest-styles.ts).
import "@mantine/core/styles.layer.css";
import "@mantine/notifications/styles.layer.css";
import {
  HEADER_DROP_SCROLL_PX,
  HEADER_SCROLL_MS,
  MENU_GROUPS,
  MESSAGES,
  PAGE_TRANSITION_MS,
  menuFor,
} from "@lineup/shared";
import {
  Anchor,
  AppShell,
  Avatar,
  Box,
  Burger,
  Button,
  Group,
  Image,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useDisclosure, useLocalStorage, useWindowScroll } from "@mantine/hooks";
import { useEffect, useRef, type ReactNode } from "react";
import { useSnapshot } from "valtio";
import { Link, useLocation } from "wouter";
import { answered, NOT_REACHED } from "../api/client";
import { useMe } from "../features/auth/api/get-me";
import { useLogout } from "../features/auth/api/logout";
import { NotificationCentre } from "../features/watches/notification-centre";
import { prefersReducedMotion, scrollWindowTo } from "../shared/motion";
import { notifyError } from "../shared/notify";
import { focusHeadingWhenShown } from "../shared/ui/focus-heading";
import { confirmLeave } from "../shared/ui/leave-guard";
import { currentUser, session } from "../state/session";
import logo from "./logo.svg";

/** The path of the logged-in page shown last in this tab (null before the first). */
let shownPath: string | null = null;

/** Why Logout failed: without an answer the session was not ended, which the spec's "Oops" would not say. */
const logoutFailureText = (error: unknown) =>
  answered(error) ? MESSAGES.logoutFailed : `${NOT_REACHED.read} You are still signed in: try again once back online.`;

/** Logged-in screens: top bar with the user, side menu for the user's role. */
export function AppLayout({ children }: { children: ReactNode }) {
  const snap = useSnapshot(session);
  const user = currentUser(snap);
  const [location, navigate] = useLocation();
  const [opened, { toggle, close }] = useDisclosure();
  // On a wide screen the menu can be put away (the line-up tables get its width); remembered in this browser.
  const [menuHidden, setMenuHidden] = useLocalStorage({
    key: "lineup-menu-hidden",
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const [scroll] = useWindowScroll();
  const dropped = scroll.y > HEADER_DROP_SCROLL_PX;
  const logout = useLogout();
  useMe(user !== null);
  // Each new page fades in over spec.md's 200 ms (not with reduced motion); the page is not remounted for it.
  const page = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (prefersReducedMotion()) return;
    const animation = page.current?.animate?.([{ opacity: 0 }, { opacity: 1 }], {
      duration: PAGE_TRANSITION_MS,
      easing: "ease-out",
    });
    return () => animation?.cancel();
  }, [location]);

  // After a move to another page the focus goes to its main heading, once drawn: a screen reader says
  // where the person is, and Tab goes on from there (not from the menu link or the page's body).
  // (Each route has its own layout: the page shown last is remembered outside it. The first page keeps the browser's
  // focus.)
  useEffect(() => {
    const moved = shownPath !== null && shownPath !== location;
    shownPath = location;
    if (moved) return focusHeadingWhenShown(page.current);
  }, [location]);

  if (!user) return null;

  const onLogout = async () => {
    try {
      await logout.mutateAsync();
      navigate("/login", { replace: true });
    } catch (error) {
      notifyError(logoutFailureText(error));
    }
  };

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 240, breakpoint: "sm", collapsed: { mobile: !opened, desktop: menuHidden } }}
      padding="md"
    >
      {/* A page's skip links ("Skip to table"): the first thing a Tab reaches, before the top bar and the menu. */}
      <div id="skip-links" />
      <AppShell.Header
        className={dropped ? "drop" : undefined}
        data-drop={dropped || undefined}
        style={{ boxShadow: dropped ? "0 4px 12px rgba(0, 0, 0, 0.15)" : "none", transition: "box-shadow 200ms" }}
      >
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle menu" />
            {/* Words, not an ✕: the control puts the menu away (it closes nothing), and says so. */}
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              visibleFrom="sm"
              onClick={() => setMenuHidden((hidden) => !hidden)}
              leftSection={<span aria-hidden="true">{menuHidden ? "☰" : "«"}</span>}
            >
              {menuHidden ? "Show menu" : "Hide menu"}
            </Button>
            <Image src={logo} alt="" w={32} h={32} />
            <Title order={1} size="h4">
              Line-up board
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap" data-testid="top-bar-user">
            <NotificationCentre />
            {/* On a phone the photo names the person (its alt text): the bar keeps to one line. */}
            <Stack gap={0} align="flex-end" visibleFrom="sm">
              <Text fw={600} size="sm" data-testid="user-name">
                {user.name}
              </Text>
              <Text size="xs" c="dimmed" data-testid="user-role">
                {user.role || user.role_name}
              </Text>
            </Stack>
            <Avatar src={user.photo_url} name={user.name} alt={user.name} component={Link} href="/perfil" />
            <Anchor component="button" type="button" size="sm" onClick={() => confirmLeave(() => void onLogout())}>
              Logout
            </Anchor>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Main menu">
        <AppShell.Section grow component={ScrollArea}>
          {MENU_GROUPS.map((group) => {
            const items = menuFor(user).filter((item) => item.group === group);
            if (!items.length) return null;
            const headingId = `menu-${group.replace(/\W+/g, "-").toLowerCase()}`;
            return (
              <Box key={group} role="group" aria-labelledby={headingId} mb="sm">
                <Text
                  id={headingId}
                  component="h2"
                  size="xs"
                  fw={700}
                  tt="uppercase"
                  c="dimmed"
                  px="sm"
                  pt="xs"
                  pb={4}
                  m={0}
                >
                  {group}
                </Text>
                {items.map((item) => (
                  <NavLink
                    key={item.label}
                    label={item.label}
                    href={item.path}
                    active={location === item.path}
                    onClick={(event) => {
                      event.preventDefault();
                      close();
                      navigate(item.path);
                      // The header menu brings the page back to its top in spec.md's 1000 ms.
                      scrollWindowTo(0, HEADER_SCROLL_MS);
                    }}
                  />
                ))}
              </Box>
            );
          })}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <div ref={page} data-page-transition>
          {children}
        </div>
      </AppShell.Main>
    </AppShell>
  );
}
