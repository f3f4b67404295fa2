import { Button, Group, Modal, Stack, Table, Text } from "@mantine/core";
import type { RowField } from "./edit-session";

/** One conflict as the dialog shows it: the row as the grid names it, both values and the other person. */
export interface ConflictItem {
  key: string;
  id: number;
  /** Null: a row this person removed that someone else changed since. */
  field: RowField | null;
  /** "ULTRA LION — TGG". */
  row: string;
  /** The field's column header, or what changed on a removed row. */
  label: string;
  mine: string;
  theirs: string;
  /** "Ana at 18:52". */
  who: string;
}

/** The buttons' words: a removed row is removed anyway or kept. */
const keepLabel = (c: ConflictItem) => (c.field === null ? "Remove anyway" : "Keep mine");
const takeLabel = (c: ConflictItem) => (c.field === null ? "Keep the line" : "Take theirs");

/** One of a conflict's two choices; its accessible name says which field of which line it settles. */
function ChoiceButton(props: { item: ConflictItem; text: string; variant: "light" | "default"; onClick: () => void }) {
  const { item, text, variant, onClick } = props;
  return (
    <Button size="xs" variant={variant} onClick={onClick} aria-label={`${text}: ${item.label} of ${item.row}`}>
      {text}
    </Button>
  );
}

interface ConflictModalProps {
  opened: boolean;
  items: ConflictItem[];
  onClose: () => void;
  onKeepMine: (item: ConflictItem) => void;
  onTakeTheirs: (item: ConflictItem) => void;
}

/**
 * The fields someone else changed while this person was editing them: for
 * each, both values and who, with "Keep mine" (the next save overwrites
 * theirs deliberately) or "Take theirs" (this person's value is dropped, and
 * they are told which). Nothing is saved until every conflict has a choice.
 */
export function ConflictModal({ opened, items, onClose, onKeepMine, onTakeTheirs }: ConflictModalProps) {
  return (
    <Modal
      opened={opened && items.length > 0}
      onClose={onClose}
      title="Someone else changed what you are editing"
      centered
      size="xl"
    >
      <Stack>
        <Text size="sm">
          Choose, for each field, which value to keep. Your other changes stay in the table; press Save again once every
          conflict has a choice.
        </Text>
        <Table withTableBorder aria-label="Conflicts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>Field</Table.Th>
              <Table.Th>Yours</Table.Th>
              <Table.Th>Theirs</Table.Th>
              <Table.Th>Changed by</Table.Th>
              <Table.Th>
                <span className="lineup-visually-hidden">Choice</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((c) => (
              <Table.Tr key={c.key} data-testid="conflict-row">
                <Table.Td>{c.row}</Table.Td>
                <Table.Td>{c.label}</Table.Td>
                <Table.Td>{c.mine}</Table.Td>
                <Table.Td>{c.theirs}</Table.Td>
                <Table.Td>{c.who}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ChoiceButton item={c} text={keepLabel(c)} variant="light" onClick={() => onKeepMine(c)} />
                    <ChoiceButton item={c} text={takeLabel(c)} variant="default" onClick={() => onTakeTheirs(c)} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Decide later
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
