import { notifications } from "@mantine/notifications";

/**
 * A notice that stays until the person closes it: the trace of a value of
 * theirs that was replaced or dropped (a 5-second toast could go unseen).
 */
export function notifyTrace(message: string): void {
  notifications.show({ color: "yellow", title: "Your change was not kept", message, autoClose: false });
}
