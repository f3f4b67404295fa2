import { Button, Group } from "@mantine/core";

interface GridToolbarProps {
  terminalName: string;
  /** The whole table is open for editing. */
  all: boolean;
  /** Anything is being edited (Save and Cancel edit apply). */
  active: boolean;
  saving: boolean;
  onEditLines: () => void;
  onCancel: () => void;
  onNewLine: () => void;
  onAddNote: () => void;
  onSave: () => void;
}

/** A terminal table's toolbar: Edit lines, Cancel edit, New line, Add note, Save. */
export function GridToolbar({
  terminalName,
  all,
  active,
  saving,
  onEditLines,
  onCancel,
  onNewLine,
  onAddNote,
  onSave,
}: GridToolbarProps) {
  return (
    <Group gap="xs" mb={4} aria-label={`${terminalName} table actions`} role="toolbar">
      {!all && (
        <Button size="xs" variant="light" onClick={onEditLines}>
          Edit lines
        </Button>
      )}
      {active && (
        <Button size="xs" variant="default" onClick={onCancel}>
          Cancel edit
        </Button>
      )}
      {all && (
        <>
          <Button size="xs" variant="light" onClick={onNewLine}>
            New line
          </Button>
          <Button size="xs" variant="light" onClick={onAddNote}>
            Add note
          </Button>
        </>
      )}
      {active && (
        <Button size="xs" onClick={onSave} loading={saving} title="Save (Ctrl+S)">
          Save
        </Button>
      )}
    </Group>
  );
}
