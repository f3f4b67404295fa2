import { MESSAGES } from "@lineup/shared";
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  MultiSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { Controller, useFieldArray, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import type { CommOption } from "./api/get-comm-options";
import type { PortFormValues } from "./port-form-values";

/** A terminal's particulars, in the order the form shows them: each required. */
const PARTICULARS = [
  ["name", "Name"],
  ["rate", "Loading/discharging rate"],
  ["av_dw_bw", "A.V W/D"],
  ["max_draft", "Max draft"],
  ["draft_berth", "Air draft"],
  ["loa", "Loa"],
] as const;

interface TerminalFieldsetProps {
  index: number;
  control: Control<PortFormValues>;
  register: UseFormRegister<PortFormValues>;
  errors: FieldErrors<PortFormValues>;
  comms: CommOption[];
  /** Operators edit terminals but may not add or remove terminals or berths. */
  canAddRemove: boolean;
  onRemove: () => void;
}

/** One terminal of the port form with its berths (spec.md: Port form). */
export function TerminalFieldset({
  index,
  control,
  register,
  errors,
  comms,
  canAddRemove,
  onRemove,
}: TerminalFieldsetProps) {
  const berths = useFieldArray({ control, name: `terminais.${index}.bercos` });
  const terminalErrors = errors.terminais?.[index];
  const path = `terminais.${index}` as const;
  const commData = comms.map((c) => ({ value: String(c.id), label: c.name_with_synonym }));

  const removeBerth = (j: number) => {
    berths.remove(j);
    // Deferred: nothing is deleted until the port is saved (spec.md section 4).
    notifications.show({ color: "blue", message: MESSAGES.berthRemoved });
  };

  return (
    <Fieldset legend={`Terminal ${index + 1}`}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {PARTICULARS.map(([name, label]) => (
            <TextInput
              key={name}
              label={label}
              withAsterisk
              error={terminalErrors?.[name]?.message}
              {...register(`${path}.${name}`)}
            />
          ))}
        </SimpleGrid>
        <Textarea
          label="Remark"
          autosize
          minRows={2}
          error={terminalErrors?.remark?.message}
          {...register(`${path}.remark`)}
        />
        <Controller
          control={control}
          name={`${path}.cargas_ids`}
          render={({ field }) => (
            <MultiSelect
              label="Comms"
              data={commData}
              searchable
              clearable
              value={field.value.map(String)}
              onChange={(ids) => field.onChange(ids.map(Number))}
              onBlur={field.onBlur}
              error={terminalErrors?.cargas_ids?.message}
            />
          )}
        />
        <Group justify="space-between">
          <Text fw={500} size="sm">
            Berths
          </Text>
          {canAddRemove && (
            <Button size="xs" variant="light" onClick={() => berths.append({ name: "" })}>
              Add berth
            </Button>
          )}
        </Group>
        {berths.fields.length === 0 && (
          <Text size="sm" c="dimmed">
            No berths
          </Text>
        )}
        {berths.fields.map((berth, j) => (
          <Group key={berth.id} align="flex-start" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={`Berth ${j + 1}`}
              withAsterisk
              error={terminalErrors?.bercos?.[j]?.name?.message}
              {...register(`${path}.bercos.${j}.name`)}
            />
            {canAddRemove && (
              <ActionIcon
                mt={26}
                color="red"
                variant="subtle"
                aria-label={`Remove berth ${j + 1}`}
                onClick={() => removeBerth(j)}
              >
                ✕
              </ActionIcon>
            )}
          </Group>
        ))}
        {canAddRemove && (
          <Group justify="flex-end">
            <Button size="xs" color="red" variant="subtle" onClick={onRemove}>
              Remove terminal
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
