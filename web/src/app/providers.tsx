import "./guest-styles";
import { NOTIFICATION_MS } from "@lineup/shared";
import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { queryClient } from "./query-client";
import { accessibleColours, theme } from "./theme";

/** Theme, notices (top centre, 5 s) and server-state cache (confirm dialogs: ./dialogs-host.tsx). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={accessibleColours}>
      <Notifications position="top-center" autoClose={NOTIFICATION_MS} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
