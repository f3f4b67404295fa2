import { notifications } from "@mantine/notifications";

/** Red notice (errors); duration and position come from the <Notifications> provider. */
export function notifyError(message: string): void {
  notifications.show({ color: "red", message });
}

/** Green notice (successful saves). */
export function notifySuccess(message: string): void {
  notifications.show({ color: "green", message });
}

/** Yellow notice (the user must complete something first), under a title when given. */
export function notifyWarning(message: string, title?: string): void {
  notifications.show({ color: "yellow", title, message });
}
