import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ComboboxItem } from "@mantine/core";
import { Controller, useFieldArray, type Control, type UseFormGetValues } from "react-hook-form";
import { QuantityInput } from "@/shared/inputs/quantity-input";
import type { LineupFormValues } from "./form-values";
import { SelectField } from "./select-field";

export interface CommsSectionProps {
  control: Control<LineupFormValues>;
  getValues: UseFormGetValues<LineupFormValues>;
  commItems: ComboboxItem[];
  chartererItems: ComboboxItem[];
  unit: string;
}

/**
 * The extra comm rows of a call (each a comm, a quantity and a charterer).
 * A new row starts with the call's own charterer (spec.md section 5).
 */
export function CommsSection({ control, getValues, commItems, chartererItems, unit }: CommsSectionProps) {
  const rows = useFieldArray({ control, name: "cargas", keyName: "key" });
  const addRow = () => rows.append({ carga_id: null, qty: null, afretador_id: getValues("afretador_id") });

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="lineup-comms-title">
      <Group justify="space-between" mb="sm">
        <Title order={3} id="lineup-comms-title">
          Comms
        </Title>
        <Button variant="light" onClick={addRow}>
          Add Comm +
        </Button>
      </Group>
      <Stack>
        {rows.fields.length === 0 && (
          <Text c="dimmed" size="sm">
            No extra comms.
          </Text>
        )}
        {rows.fields.map((row, index) => (
          <Group key={row.key} role="group" aria-label={`Comm row ${index + 1}`} align="flex-end" wrap="nowrap">
            <SimpleGrid cols={{ base: 1, sm: 3 }} flex={1}>
              <SelectField control={control} name={`cargas.${index}.carga_id`} label="Comm" data={commItems} required />
              <Controller
                control={control}
                name={`cargas.${index}.qty`}
                render={({ field, fieldState }) => (
                  <QuantityInput
                    label="QTTY"
                    unit={unit}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <SelectField
                control={control}
                name={`cargas.${index}.afretador_id`}
                label="Charterer"
                data={chartererItems}
              />
            </SimpleGrid>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove comm row ${index + 1}`}
              onClick={() => rows.remove(index)}
              mb={4}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
