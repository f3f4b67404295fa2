import { ApiError } from "@/api/client";

/**
 * What a statistics section says when its numbers cannot be loaded: the server's words for a refused period, else
 * `<what> could not be loaded`.
 */
export const loadFailure = (error: unknown, what: string) =>
  error instanceof ApiError && error.status === 422 && error.body.message
    ? error.body.message
    : `${what} could not be loaded. Please try again.`;
