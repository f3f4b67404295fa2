import { MESSAGES } from "@lineup/shared";
import { Alert, Loader } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { answered, NOT_REACHED } from "@/api/client";

/** Why a saved record cannot be shown: no answer, no permission, `notFound`, or a system error. */
export function recordFailureText(error: Error, notFound: string): string {
  if (!answered(error)) return NOT_REACHED.read;
  if (error.status === 403) return MESSAGES.forbidden;
  if (error.status === 404) return notFound;
  return MESSAGES.systemError;
}

/** An edit page's saved record: a loader while it is read, why it cannot be shown, else `children` with it. */
export function RecordLoader<T>(props: {
  query: UseQueryResult<T>;
  /** What is said when there is no such record ("Port not found."). */
  notFound: string;
  children: (record: T) => ReactNode;
}) {
  const { query, notFound, children } = props;
  if (query.isPending) return <Loader aria-label="Loading" />;
  if (query.isError) return <Alert color="red">{recordFailureText(query.error, notFound)}</Alert>;
  return children(query.data);
}
