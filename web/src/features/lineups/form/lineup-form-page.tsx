import { Alert, Center, Group, Loader, Modal, Stack, Title } from "@mantine/core";
import { useCallback, useRef } from "react";
import { ApiError } from "@/api/client";
import { confirmYesNo } from "@/shared/ui/confirm";
import { useLeaveGuard } from "@/shared/ui/leave-guard";
import { LoadFailed } from "@/shared/ui/load-failed";
import { session } from "@/state/session";
import { clearFormDraft } from "./form-draft";
import { useLineup } from "./api/get-lineup";
import { useLineupOptions } from "./api/get-lineup-options";
import { LineupForm, BackToListButton, type LineupFormProps } from "./lineup-form";

/** The form once its options (and the row) are loaded; `onDone` and `start` as in LineupForm. */
function LoadedLineupForm({
  id,
  onDone,
  onBack,
  onDirtyChange,
  start,
}: Pick<LineupFormProps, "id" | "onDone" | "onBack" | "onDirtyChange" | "start">) {
  const options = useLineupOptions();
  const row = useLineup(id);
  const failed = options.isError || (id !== undefined && row.isError);
  if (!failed && (!options.data || (id && !row.data)))
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  if (failed || !options.data) {
    const notFound = !options.isError && row.error instanceof ApiError && row.error.status === 404;
    return (
      <Stack>
        {options.isError ? (
          <LoadFailed what="The form's lists" query={options} />
        ) : notFound ? (
          <Alert color="red">Line-up not found.</Alert>
        ) : (
          <LoadFailed what="The line-up" query={row} />
        )}
        <Group>
          <BackToListButton onDone={onDone} />
        </Group>
      </Stack>
    );
  }
  // A port the user may not pick (not theirs) is not a start.
  const port =
    start?.porto_id && options.data.portos.some((p) => String(p.id) === start.porto_id) ? start.porto_id : null;
  return (
    <LineupForm
      id={id}
      options={options.data}
      record={row.data}
      onDone={onDone}
      onBack={onBack}
      onDirtyChange={onDirtyChange}
      start={start && { carga_tipo_id: start.carga_tipo_id, porto_id: port }}
    />
  );
}

/** /lineups/adicionar and /lineups/editar/{id}: the line-up form on a page of its own. */
export function LineupFormPage({ id }: { id?: string }) {
  const dirty = useRef(false);
  const onDirtyChange = useCallback((d: boolean) => {
    dirty.current = d;
  }, []);
  useLeaveGuard(() => dirty.current, LEAVE_PAGE_QUESTION, id === undefined ? forgetNewDraft : undefined);
  return (
    <Stack>
      <Title order={2}>{id ? "Edit line-up" : "New line-up"}</Title>
      <LoadedLineupForm id={id} onDirtyChange={onDirtyChange} />
    </Stack>
  );
}

/**
 * Which row the board's form modal shows (none: a new one, starting on the board's type and port); null when closed.
 */
export interface LineupFormTarget {
  id?: number;
  cargoTypeId?: number;
  portId?: number;
}

/** Forgets the new line-up kept in the browser for this user (the person chose to drop it). */
function forgetNewDraft() {
  if (session.user) clearFormDraft(localStorage, session.user.id);
}

/** The question before a modal with typed data closes. */
const DISCARD_FORM_QUESTION = "You have typed data in this line-up. Close the form without saving it?";
/** The question before the page of a line-up with typed data is left. */
const LEAVE_PAGE_QUESTION = "You have typed data in this line-up. Leave without saving it?";

/**
 * The same form in a modal over the board (New line-up, a row's Edit in
 * modal): saving or Back to list closes it, and the board shows the change.
 * Escape, ✕, a click outside or Back to list ask first when something was typed.
 */
export function LineupFormModal({ target, onClose }: { target: LineupFormTarget | null; onClose: () => void }) {
  const id = target?.id === undefined ? undefined : String(target.id);
  const dirty = useRef(false);
  const onDirtyChange = useCallback((d: boolean) => {
    dirty.current = d;
  }, []);
  const close = useCallback(() => {
    dirty.current = false;
    // A new line-up closed (saved, or its typed data discarded after a Yes) is no longer kept.
    if (id === undefined) forgetNewDraft();
    onClose();
  }, [onClose, id]);
  const requestClose = () => (dirty.current ? confirmYesNo(DISCARD_FORM_QUESTION, close) : close());
  // Leaving the board (Back, a menu link, Logout, a reload) with typed data in the open form asks too.
  useLeaveGuard(
    () => target !== null && dirty.current,
    LEAVE_PAGE_QUESTION,
    id === undefined ? forgetNewDraft : undefined,
  );
  return (
    <Modal opened={target !== null} onClose={requestClose} title={id ? "Edit line-up" : "New line-up"} size="80rem">
      {target && (
        <LoadedLineupForm
          key={id ?? "new"}
          id={id}
          onDone={close}
          onBack={requestClose}
          onDirtyChange={onDirtyChange}
          start={{
            carga_tipo_id: target.cargoTypeId === undefined ? null : String(target.cargoTypeId),
            porto_id: target.portId === undefined ? null : String(target.portId),
          }}
        />
      )}
    </Modal>
  );
}
