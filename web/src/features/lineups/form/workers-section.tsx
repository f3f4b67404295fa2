import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ComboboxItem } from "@mantine/core";
import { Controller, useFieldArray, type Control } from "react-hook-form";
import { QuantityInput } from "@/shared/inputs/quantity-input";
import type { LineupFormValues } from "./form-values";
import { SelectField } from "./select-field";

interface WorkerListProps {
  control: Control<LineupFormValues>;
  list: "embarcadores" | "recebedores";
  title: string;
  workerItems: ComboboxItem[];
  unit: string;
}

/** One worker list (the gangs working for the shippers or for the receivers), with quantities. */
function WorkerList({ control, list, title, workerItems, unit }: WorkerListProps) {
  const rows = useFieldArray({ control, name: list, keyName: "key" });
  return (
    <Stack gap="xs" role="group" aria-label={title}>
      <Group justify="space-between">
        <Text fw={600}>{title}</Text>
        <Button size="xs" variant="light" onClick={() => rows.append({ trabalhador_id: null, qty: null })}>
          Add worker +
        </Button>
      </Group>
      {rows.fields.length === 0 && (
        <Text c="dimmed" size="sm">
          No workers.
        </Text>
      )}
      {rows.fields.map((row, index) => (
        <Group key={row.key} align="flex-end" wrap="nowrap">
          <SimpleGrid cols={2} flex={1}>
            <SelectField control={control} name={`${list}.${index}.trabalhador_id`} label="Worker" data={workerItems} />
            <Controller
              control={control}
              name={`${list}.${index}.qty`}
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
          </SimpleGrid>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove ${title.toLowerCase()} worker ${index + 1}`}
            onClick={() => rows.remove(index)}
            mb={4}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}

/** The worker lists of a call: shippers' and receivers' workers. */
export function WorkersSection({ control, workerItems, unit }: Omit<WorkerListProps, "list" | "title">) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="lineup-workers-title">
      <Title order={3} id="lineup-workers-title" mb="sm">
        Workers
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <WorkerList control={control} list="embarcadores" title="Shippers" workerItems={workerItems} unit={unit} />
        <WorkerList control={control} list="recebedores" title="Receivers" workerItems={workerItems} unit={unit} />
      </SimpleGrid>
    </Card>
  );
}
