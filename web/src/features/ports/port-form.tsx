import { BUNKER_OPTIONS, can, MESSAGES } from "@lineup/shared";
import {
  Button,
  Fieldset,
  Group,
  NumberInput,
  Select,
  type NumberInputProps,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { Controller, useFieldArray, type Control } from "react-hook-form";
import { useSnapshot } from "valtio";
import { useSaveForm } from "@/shared/form/save-form";
import { optionalSelect } from "@/shared/form/server-form";
import { confirmYesNo } from "@/shared/ui/confirm";
import { SaveActions } from "@/shared/ui/sticky-actions";
import { currentUser, session } from "@/state/session";
import { useCommOptions } from "./api/get-comm-options";
import { useSavePort } from "./api/save-port";
import type { PortRecord } from "./api/types";
import { emptyTerminal, portFormValues, portPayload, type PortFormValues } from "./port-form-values";
import { TerminalFieldset } from "./terminal-fieldset";
import { TimeZoneSelect } from "./time-zone-select";

/** The port's position, for the weather strip's forecast. */
const COORDINATES = [
  {
    name: "latitude",
    label: "Latitude",
    limit: 90,
    hint: "Decimal degrees, south negative (Santos: -23.96). With longitude, the board shows this place's forecast.",
  },
  {
    name: "longitude",
    label: "Longitude",
    limit: 180,
    hint: "Decimal degrees, west negative (Santos: -46.30). Leave both empty for no forecast.",
  },
] as const;

interface NumberFieldProps extends Omit<NumberInputProps, "value" | "onChange" | "onBlur"> {
  control: Control<PortFormValues>;
  name: "ordem" | "latitude" | "longitude";
}

/** A number of the port form: empty while nothing is typed, so the server names a missing one. */
function NumberField({ control, name, ...number }: NumberFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          {...number}
          value={field.value}
          onChange={(v) => field.onChange(typeof v === "number" ? v : "")}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** Port fields plus its terminals and berths; saves everything in one call. */
export function PortForm({ id, port }: { id?: string; port?: PortRecord }) {
  const user = currentUser(useSnapshot(session));
  const save = useSavePort(id);
  const comms = useCommOptions();
  const canAddRemove = can(user, "create", "terminals");
  const { form, input, onSubmit } = useSaveForm<PortFormValues, unknown>({
    defaultValues: portFormValues(port),
    save: (values) => save.mutateAsync(portPayload(values)),
    savedText: MESSAGES.portSaved,
    returnTo: "/portos/listar",
  });
  const { register, control } = form;
  const terminals = useFieldArray({ control, name: "terminais" });
  const { errors } = form.formState;

  const removeTerminal = (index: number) =>
    confirmYesNo(MESSAGES.confirmTerminalDelete, () => {
      terminals.remove(index);
      // Deferred: nothing is deleted until the port is saved (spec.md section 4).
      notifications.show({ color: "blue", message: MESSAGES.terminalRemoved });
    });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Title order={2}>{id === undefined ? "New Port" : "Edit Port"}</Title>
        <Fieldset legend="Port">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" withAsterisk {...input("name")} />
            <TextInput label="Max draft" withAsterisk {...input("max_draft")} />
            <Controller
              control={control}
              name="bunker"
              render={(bound) => (
                <Select label="Bunker" withAsterisk data={BUNKER_OPTIONS} {...optionalSelect(bound)} />
              )}
            />
            <NumberField
              control={control}
              name="ordem"
              label="Order"
              withAsterisk
              allowDecimal={false}
              allowNegative={false}
              error={errors.ordem?.message}
            />
            {COORDINATES.map(({ name, label, limit, hint }) => (
              <NumberField
                key={name}
                control={control}
                name={name}
                label={label}
                description={hint}
                decimalScale={5}
                min={-limit}
                max={limit}
                // Not clamped: a value out of range is the server's to name, never silently changed.
                clampBehavior="none"
                error={errors[name]?.message}
              />
            ))}
            <TimeZoneSelect control={control} />
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
        <SaveActions back={{ href: "/portos/listar", text: "Back to list" }} saving={save.isPending} />
      </Stack>
    </form>
  );
}
