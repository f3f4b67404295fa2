import { MESSAGES } from "@lineup/shared";
import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";

/** The delete modal of spec.md: its text (default 'are you sure you want to delete?'), Delete and Cancel. */
export function confirmDelete(onConfirm: () => void, message: string = MESSAGES.deleteDefault): void {
  modals.openConfirmModal({
    title: "Delete",
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: "Delete", cancel: "Cancel" },
    confirmProps: { color: "red" },
    onConfirm,
  });
}

/** A Yes/No question (terminal removal, the line-up form's confirmation). */
export function confirmYesNo(message: string, onYes: () => void, onNo?: () => void): void {
  modals.openConfirmModal({
    title: "Confirm",
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: "Yes", cancel: "No" },
    onConfirm: onYes,
    onCancel: onNo,
  });
}
