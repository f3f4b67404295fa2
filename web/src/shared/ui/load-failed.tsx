import { MESSAGES } from "@lineup/shared";
import { Alert, Button, Group, Text } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { answered, NOT_REACHED } from "@/api/client";

/** Why a read failed, in the words a person can act on. */
function reason(error: Error | null): string {
  if (!answered(error)) return NOT_REACHED.read;
  if (error.status === 403) return MESSAGES.forbidden;
  return `The server answered with an error (${error.status}).`;
}

/**
 * A read that failed, with its reason and a way to try again, instead of a loader that never ends. The read also runs
 * again by itself when the browser is back online (TanStack Query's refetch on reconnect).
 */
export function LoadFailed({ what, query }: { what: string; query: UseQueryResult<unknown> }) {
  return (
    <Alert color="red" title={`${what} could not be loaded.`}>
      <Group justify="space-between">
        <Text size="sm">{reason(query.error)}</Text>
        <Button size="xs" variant="light" color="red" loading={query.isFetching} onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
