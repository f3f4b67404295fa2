import { BUNKER_OPTIONS, can, MESSAGES } from "@lineup/shared";
import { Button, Fieldset, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import { useSnapshot } from "valtio";
import { Link, useLocation } from "wouter";
import { notifySuccess } from "@/shared/notify";
import { notifySaveFailure } from "@/shared/server-errors";
import { confirmYesNo } from "@/shared/ui/confirm";
import { currentUser, session } from "@/state/session";
import { useCommOptions } from "./api/get-comm-options";
import { useSavePort } from "./api/save-port";
import type { PortRecord } from "./api/types";
import { emptyTerminal, portFormValues, portPayload, type PortFormValues } from "./port-form-values";
import { TerminalFieldset } from "./terminal-fieldset";

/** Port fields plus its terminals and berths; saves everything in one call. */
export function PortForm({ id, port }: { id?: string; port?: PortRecord }) {
  const user = currentUser(useSnapshot(session));
  const [, navigate] = useLocation();
  const save = useSavePort(id);
  const comms = useCommOptions();
  const canAddRemove = can(user, "create", "terminals");
  const { register, control, handleSubmit, setError, formState } = useForm<PortFormValues>({ defaultValues: portFormValues(port) });
  const terminals = useFieldArray({ control, name: "terminais" });
  const { errors } = formState;

  const removeTerminal = (index: number) =>
    confirmYesNo(MESSAGES.confirmTerminalDelete, () => {
      terminals.remove(index);
      // Deferred: nothing is deleted until the port is saved (spec.md section 4).
      notifications.show({ color: "blue", message: MESSAGES.terminalRemoved });
    });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(portPayload(values));
      notifySuccess(MESSAGES.portSaved);
      navigate("/portos/listar");
    } catch (error) {
      notifySaveFailure(error, setError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Group justify="space-between">
          <Title order={2}>{id === undefined ? "New Port" : "Edit Port"}</Title>
          <Button component={Link} href="/portos/listar" variant="default">
            Back to list
          </Button>
        </Group>
        <Fieldset legend="Port">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" withAsterisk error={errors.name?.message} {...register("name")} />
            <TextInput label="Max draft" withAsterisk error={errors.max_draft?.message} {...register("max_draft")} />
            <Controller
              control={control}
              name="bunker"
              render={({ field }) => (
                <Select
                  label="Bunker"
                  withAsterisk
                  data={BUNKER_OPTIONS}
                  value={field.value === "" ? null : field.value}
                  onChange={(v) => field.onChange(v ?? "")}
                  onBlur={field.onBlur}
                  error={errors.bunker?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="ordem"
              render={({ field }) => (
                <NumberInput
                  label="Order"
                  withAsterisk
                  allowDecimal={false}
                  allowNegative={false}
                  value={field.value}
                  onChange={(v) => field.onChange(typeof v === "number" ? v : "")}
                  onBlur={field.onBlur}
                  error={errors.ordem?.message}
                />
              )}
            />
          </SimpleGrid>
        </Fieldset>
        <Group justify="space-between">
          <Title order={3}>Terminals</Title>
          {canAddRemove && (
            <Button variant="light" onClick={() => terminals.prepend(emptyTerminal())}>
              Add terminal
            </Button>
          )}
        </Group>
        {terminals.fields.length === 0 && <Text c="dimmed">No terminals</Text>}
        {terminals.fields.map((terminal, index) => (
          <TerminalFieldset
            key={terminal.id}
            index={index}
            control={control}
            register={register}
            errors={errors}
            comms={comms.data ?? []}
            canAddRemove={canAddRemove}
            onRemove={() => removeTerminal(index)}
          />
        ))}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
