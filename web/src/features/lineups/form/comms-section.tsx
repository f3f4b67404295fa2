import { Button, Card, Group, Stack, Title } from "@mantine/core";
import type { ComboboxItem } from "@mantine/core";
import { useFieldArray, type Control, type UseFormGetValues } from "react-hook-form";
import { FieldRows, QuantityField } from "./field-rows";
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
        <FieldRows
          rows={rows.fields}
          empty="No extra comms."
          cols={{ base: 1, sm: 3 }}
          rowLabel={(index) => `Comm row ${index + 1}`}
          removeLabel={(index) => `Remove comm row ${index + 1}`}
          onRemove={rows.remove}
        >
          {(index) => (
            <>
              <SelectField control={control} name={`cargas.${index}.carga_id`} label="Comm" data={commItems} required />
              <QuantityField control={control} name={`cargas.${index}.qty`} unit={unit} />
              <SelectField
                control={control}
                name={`cargas.${index}.afretador_id`}
                label="Charterer"
                data={chartererItems}
              />
            </>
          )}
        </FieldRows>
      </Stack>
    </Card>
  );
}
