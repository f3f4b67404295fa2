import { modals } from "@mantine/modals";
import { WatchForm, type WatchFormSubject } from "./watch-form";

/** Opens the watch form in a dialog (over the board, or the Watches page): a new watch of a target, or a saved one. */
export function openWatchForm(subject: WatchFormSubject): void {
  const id = `watch-form-${Date.now()}`;
  const title = subject.watch ? `Watch: ${subject.watch.target}` : `Watch ${subject.target.label}`;
  modals.open({
    modalId: id,
    title,
    size: "lg",
    children: <WatchForm subject={subject} onDone={() => modals.close(id)} />,
  });
}
