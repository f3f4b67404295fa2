import { Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { SaveConflict } from "./api/types";
import { FIELD_LABELS } from "./columns";
import type { GridRow } from "./grid-rows";

/** A refused save (409): the server's message and the clashing rows, with their grid keys. */
export interface ConflictView {
  message: string;
  conflicts: (SaveConflict & { key: string })[];
}

interface ConflictModalProps {
  view: ConflictView | null;
  rows: GridRow[];
  onClose: () => void;
  onReload: (view: ConflictView) => Promise<void>;
}

/**
 * Says which rows and fields another operator changed since this table was
 * loaded, and offers to take their values for those fields only; every other
 * local change stays in the table, ready to save again.
 */
export function ConflictModal({ view, rows, onClose, onReload }: ConflictModalProps) {
  const [busy, setBusy] = useState(false);
  const vesselOf = (key: string) => {
    const row = rows.find((r) => r.key === key);
    return row?.server?.navio?.name ?? row?.server?.observacao ?? "";
  };
  return (
    <Modal opened={view !== null} onClose={onClose} title="Someone else changed these lines" centered>
      {view && (
        <Stack>
          <Text size="sm">Another operator saved changes to the same fields after you loaded this table:</Text>
          <List size="sm">
            {view.conflicts.map((c) => (
              <List.Item key={c.key || String(c.id)}>
                {`${"index" in c ? `Line ${c.index + 1}` : "A line you removed"}${vesselOf(c.key) ? ` (${vesselOf(c.key)})` : ""}: ${c.fields.map((f) => FIELD_LABELS[f] ?? f).join(", ") || "changed"}`}
              </List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            Reloading takes their values for these fields and keeps the rest of your changes; a line you removed comes back with their values.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Keep editing
            </Button>
            <Button
              loading={busy}
              onClick={() => {
                setBusy(true);
                onReload(view).finally(() => setBusy(false));
              }}
            >
              Reload their values
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
