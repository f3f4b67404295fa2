import { Alert, Button, Group, Text } from "@mantine/core";
import dayjs from "dayjs";
import type { RestoredDraft } from "./use-table-draft";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the kept work holds, in words ("2 rows changed, 1 new line"). */
export function describeDraft(d: Pick<RestoredDraft, "changed" | "added" | "removed">): string {
  const parts = [
    d.changed && count(d.changed, "row changed", "rows changed"),
    d.added && count(d.added, "new line", "new lines"),
    d.removed && count(d.removed, "removal", "removals"),
  ];
  return parts.filter(Boolean).join(", ");
}

/**
 * Above a table whose unsaved work came back from the browser: when it was
 * typed, what it holds, and the choice to save or discard it (what others
 * changed meanwhile goes through the conflict dialog on Save).
 */
export function RestoredDraftNotice({
  restored,
  saving,
  onSave,
  onDiscard,
}: {
  restored: RestoredDraft;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
}) {
  const lost = restored.lost
    ? ` ${count(restored.lost, "row", "rows")} you changed were deleted meanwhile; those changes could not be kept.`
    : "";
  return (
    <Alert color="yellow" title="Unsaved changes brought back" mb="xs">
      <Text size="sm">
        {`Your unsaved changes to this table from ${dayjs(restored.savedAt).format("DD/MM/YYYY HH:mm")} ` +
          `were kept in this browser and are back in the table ` +
          `(${describeDraft(restored) || "nothing left to save"}).` +
          `${lost} Save them, or discard them.`}
      </Text>
      <Group gap="xs" mt="xs">
        <Button size="xs" onClick={onSave} loading={saving}>
          Save them
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard}>
          Discard them
        </Button>
      </Group>
    </Alert>
  );
}
