import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ComboboxItem } from "@mantine/core";
import { useFieldArray, type Control } from "react-hook-form";
import { FieldRows, QuantityField } from "./field-rows";
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
      <FieldRows
        rows={rows.fields}
        empty="No workers."
        cols={2}
        removeLabel={(index) => `Remove ${title.toLowerCase()} worker ${index + 1}`}
        onRemove={rows.remove}
      >
        {(index) => (
          <>
            <SelectField control={control} name={`${list}.${index}.trabalhador_id`} label="Worker" data={workerItems} />
            <QuantityField control={control} name={`${list}.${index}.qty`} unit={unit} />
          </>
        )}
      </FieldRows>
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
