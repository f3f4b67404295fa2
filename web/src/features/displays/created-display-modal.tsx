import { Alert, Anchor, Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import type { CreatedDisplay } from "./api/create-display";
import { CopyButton } from "@/shared/ui/copy-button";

/** Shows a new display's wall link; the token cannot be read again later, so it is shown only here. */
export function CreatedDisplayModal({ display, onClose }: { display: CreatedDisplay | null; onClose: () => void }) {
  const link = display ? `${location.origin}/wall/${display.token}` : "";
  return (
    <Modal opened={display !== null} onClose={onClose} title={display ? `Display ${display.name} created` : ""}>
      <Stack>
        <Alert color="yellow">
          Copy this link now: it is shown only once. Open it on the wall screen; it needs no login.
        </Alert>
        <TextInput label="Wall link" value={link} readOnly onFocus={(e) => e.currentTarget.select()} />
        <Group justify="space-between">
          <CopyButton value={link} label="Copy link" />
          <Group>
            <Anchor href={link} target="_blank" rel="noopener noreferrer">
              Open
            </Anchor>
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
