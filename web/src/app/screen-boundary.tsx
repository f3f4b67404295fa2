import { MESSAGES } from "@lineup/shared";
import { Alert, Button, Group, Text } from "@mantine/core";
import { Component, type ReactNode } from "react";
import { NOT_REACHED } from "../api/client";

/** A screen's code that could not be downloaded: vite's words for a failed `import()`, in Chromium and Firefox. */
const CHUNK_FAILED =
  /dynamically imported module|importing a module script failed|error loading dynamically|unable to preload/i;

/** Why a screen could not be shown, in words a person can act on. */
export function screenFailureText(error: unknown, online: boolean): string {
  const chunk = error instanceof Error && CHUNK_FAILED.test(error.message);
  return chunk || !online ? NOT_REACHED.read : MESSAGES.systemError;
}

/**
 * Catches a screen that failed to load or draw (its chunk, opened without a connection for the first time, cannot be
 * downloaded) and says so where the screen would be, with a way to load it again; the menu and the top bar stay, so
 * the person can go back to a screen that works offline. Without it, the whole page went blank.
 */
export class ScreenBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <Alert color="red" title="This screen could not be loaded." role="alert">
        <Group justify="space-between">
          <Text size="sm">{screenFailureText(this.state.error, navigator.onLine)}</Text>
          {/* A failed import() is remembered by the page: only a reload tries it again. */}
          <Button size="xs" variant="light" color="red" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </Group>
      </Alert>
    );
  }
}
