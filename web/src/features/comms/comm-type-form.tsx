import { MESSAGES, NEW_COMM_DEFAULTS } from "@lineup/shared";
import {
  ActionIcon,
  Button,
  ColorInput,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { Controller, useFieldArray } from "react-hook-form";
import { Link } from "wouter";
import { useSaveForm } from "@/shared/form/save-form";
import { controlledInput } from "@/shared/form/server-form";
import type { CommTypePayload } from "./api/save-comm-type";
import { useSaveCommType } from "./api/save-comm-type";
import type { CommTypeRecord } from "./api/types";
import { SubmitRow } from "@/shared/ui/submit-row";

/**
 * A comm's inputs: what is sent of it, with the saved comm's id (absent for new ones) as `commId`, since
 * useFieldArray owns `id`.
 */
type CommValues = Omit<CommTypePayload["cargas"][number], "id"> & { commId?: number };

interface CommTypeFormValues {
  name: string;
  cargas: CommValues[];
}

const formValues = (type: CommTypeRecord | undefined): CommTypeFormValues => ({
  name: type?.name ?? "",
  cargas: (type?.cargas ?? []).map((c) => ({
    commId: c.id,
    name: c.name,
    synonym: c.synonym ?? "",
    color: c.color,
    ie_analise: c.ie_analise,
    ie_export: c.ie_export,
    ie_import: c.ie_import,
  })),
});

// Removed comms are simply left out: the server reads that as deletion.
const payload = (values: CommTypeFormValues): CommTypePayload => ({
  name: values.name,
  cargas: values.cargas.map(({ commId, ...c }) => ({ ...(commId === undefined ? {} : { id: commId }), ...c })),
});

/** A comm type's name and its comms (name, synonym, colour, To analyze). */
export function CommTypeForm({ id, type }: { id?: string; type?: CommTypeRecord }) {
  const save = useSaveCommType(id);
  const { form, input, onSubmit } = useSaveForm<CommTypeFormValues, unknown>({
    defaultValues: formValues(type),
    save: (values) => save.mutateAsync(payload(values)),
    savedText: MESSAGES.commsSaved,
    returnTo: "/cargas_tipos/listar",
  });
  const { control } = form;
  const comms = useFieldArray({ control, name: "cargas" });

  const removeComm = (index: number) => {
    comms.remove(index);
    // Deferred: nothing is deleted until the comm type is saved (spec.md section 4).
    notifications.show({ color: "blue", message: MESSAGES.commRemoved });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Group justify="space-between">
          <Title order={2}>{id === undefined ? "New Comm type" : "Edit Comm type"}</Title>
          <Button component={Link} href="/cargas_tipos/listar" variant="default">
            Back to list
          </Button>
        </Group>
        <TextInput label="Comm type" withAsterisk {...input("name")} />
        <Group justify="space-between">
          <Title order={3}>Comms</Title>
          <Button variant="light" onClick={() => comms.append({ name: "", synonym: "", ...NEW_COMM_DEFAULTS })}>
            Add comm
          </Button>
        </Group>
        {comms.fields.length === 0 && <Text c="dimmed">No comms</Text>}
        {comms.fields.map((comm, index) => (
          <Fieldset key={comm.id} legend={`Comm ${index + 1}`}>
            <SimpleGrid cols={{ base: 1, sm: 4 }} verticalSpacing="xs">
              <TextInput label="Name" withAsterisk {...input(`cargas.${index}.name`)} />
              <TextInput label="Synonym" withAsterisk {...input(`cargas.${index}.synonym`)} />
              <Controller
                control={control}
                name={`cargas.${index}.color`}
                render={(bound) => (
                  <ColorInput label="Color" format="hex" onBlur={bound.field.onBlur} {...controlledInput(bound)} />
                )}
              />
              <Group justify="space-between" align="flex-end">
                <Controller
                  control={control}
                  name={`cargas.${index}.ie_analise`}
                  render={({ field }) => (
                    <Switch
                      label="To analyze"
                      mb={8}
                      checked={field.value === 1}
                      onChange={(e) => field.onChange(e.currentTarget.checked ? 1 : 0)}
                    />
                  )}
                />
                <ActionIcon
                  color="red"
                  variant="subtle"
                  mb={6}
                  aria-label={`Remove comm ${index + 1}`}
                  onClick={() => removeComm(index)}
                >
                  ✕
                </ActionIcon>
              </Group>
            </SimpleGrid>
          </Fieldset>
        ))}
        <SubmitRow pending={save.isPending} />
      </Stack>
    </form>
  );
}
