import { MESSAGES } from "@lineup/shared";
import { ActionIcon, Modal, Stack, TextInput, Tooltip } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { notifySuccess, notifyWarning } from "@/shared/notify";
import { applyServerErrors } from "@/shared/server-errors";
import { useCreateFieldItem, type QuickCreateKind, type QuickCreateKinds } from "./api/create-field-item";
import { addHandledComm, addOption } from "./api/get-lineup-options";
import { SubmitRow } from "@/shared/ui/submit-row";

interface QuickCreateValues {
  name: string;
  imo: string;
  pais: string;
  synonym: string;
}

export interface QuickCreateProps<K extends QuickCreateKind> {
  kind: K;
  /** What is created, in words: "vessel", "destination port". */
  noun: string;
  /** The comm type a new comm belongs to (comms only). */
  commTypeId?: number | null;
  /** The line-up's terminal, which then handles a new comm (comms only). */
  terminalId?: number | null;
  /** Selects the new item in the form. */
  onCreated: (item: QuickCreateKinds[K]["result"]) => void;
}

/** Builds the request body of each kind from the modal's fields. */
function bodyFor(
  kind: QuickCreateKind,
  v: QuickCreateValues,
  commTypeId: number,
  terminalId: number | null,
): QuickCreateKinds[QuickCreateKind]["body"] {
  if (kind === "navios") return { name: v.name, imo: v.imo.trim() || null };
  if (kind === "lineups_portos") return { name: v.name, pais: v.pais };
  if (kind === "cargas")
    return {
      name: v.name,
      synonym: v.synonym,
      tipo_id: commTypeId,
      ...(terminalId ? { terminal_id: terminalId } : {}),
    };
  return { name: v.name };
}

/**
 * The '+' beside a select of the line-up form and its "Add new" modal: posts
 * the item, adds it to the options and selects it (spec.md section 4).
 */
export function QuickCreate<K extends QuickCreateKind>({
  kind,
  noun,
  commTypeId,
  terminalId = null,
  onCreated,
}: QuickCreateProps<K>) {
  const [opened, { open, close }] = useDisclosure(false);
  const queryClient = useQueryClient();
  const create = useCreateFieldItem(kind);
  const { register, handleSubmit, setError, reset, formState } = useForm<QuickCreateValues>({
    defaultValues: { name: "", imo: "", pais: "", synonym: "" },
  });

  const openModal = () => {
    // A comm belongs to a comm type: without one chosen there is nothing to create it under.
    if (kind === "cargas" && !commTypeId) {
      notifyWarning(MESSAGES.selectCommType);
      return;
    }
    reset();
    open();
  };

  const submit = handleSubmit(async (values) => {
    try {
      // Cast: bodyFor answers for the union of kinds;
      // TypeScript cannot tie its answer to this `K` (a correlated union).
      const item = await create.mutateAsync(
        bodyFor(kind, values, commTypeId ?? 0, terminalId) as QuickCreateKinds[K]["body"],
      );
      addOption(queryClient, kind, item);
      if (kind === "cargas" && terminalId) addHandledComm(queryClient, terminalId, item.id);
      onCreated(item);
      notifySuccess(MESSAGES.saved);
      close();
    } catch (error) {
      applyServerErrors(error, setError);
    }
  });

  const { errors } = formState;
  const title = `Add new ${noun}`;
  return (
    <>
      <Tooltip label={title}>
        <ActionIcon variant="light" size="lg" aria-label={title} onClick={openModal}>
          +
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={close} title={title} centered>
        <form
          noValidate
          onSubmit={(event) => {
            // The modal sits in a portal, but React still bubbles its submit to the line-up form.
            event.stopPropagation();
            void submit(event);
          }}
        >
          <Stack>
            <TextInput label="Name" required data-autofocus error={errors.name?.message} {...register("name")} />
            {kind === "navios" && <TextInput label="IMO" error={errors.imo?.message} {...register("imo")} />}
            {kind === "lineups_portos" && (
              <TextInput label="Country" required error={errors.pais?.message} {...register("pais")} />
            )}
            {kind === "cargas" && (
              <TextInput label="Synonym" required error={errors.synonym?.message} {...register("synonym")} />
            )}
            <SubmitRow pending={create.isPending} onCancel={close} />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
