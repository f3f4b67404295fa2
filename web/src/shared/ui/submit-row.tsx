import { Button, Group } from "@mantine/core";

/**
 * A form's buttons at its end, on the right: Cancel when `onCancel` is given, then the submit button (Save unless
 * `text` says otherwise), spinning while the form is sent.
 */
export function SubmitRow({
  text = "Save",
  pending,
  onCancel,
}: {
  text?: string;
  pending: boolean;
  onCancel?: () => void;
}) {
  return (
    <Group justify="flex-end">
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      )}
      <Button type="submit" loading={pending}>
        {text}
      </Button>
    </Group>
  );
}
