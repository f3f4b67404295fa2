/** History state marking a redirect to /login caused by a role check, not by a missing session. */
export const DENIED_STATE = { accessDenied: true } as const;

/** Whether the current history entry came from a denied route. */
export function isDeniedState(state: unknown): boolean {
  return typeof state === "object" && state !== null && "accessDenied" in state && state.accessDenied === true;
}
