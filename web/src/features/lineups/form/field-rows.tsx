import { ActionIcon, Group, SimpleGrid, Text, type SimpleGridProps } from "@mantine/core";
import type { ReactNode } from "react";
import { Controller, type Control, type FieldPathByValue } from "react-hook-form";
import { controlledInput } from "@/shared/form/server-form";
import { QuantityInput } from "@/shared/inputs/quantity-input";
import type { LineupFormValues } from "./form-values";

interface QuantityFieldProps {
  control: Control<LineupFormValues>;
  name: FieldPathByValue<LineupFormValues, string | null>;
  unit: string;
}

/** The QTTY input of the call or of one of its lines, in the call's unit, showing its server error. */
export function QuantityField({ control, name, unit }: QuantityFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={(bound) => <QuantityInput label="QTTY" unit={unit} {...controlledInput(bound)} />}
    />
  );
}

interface FieldRowsProps {
  /** The rows' keys, as `useFieldArray` gives them. */
  rows: ReadonlyArray<{ key: string }>;
  /** Said when there is no row. */
  empty: string;
  cols: SimpleGridProps["cols"];
  /** A row's group name, when a row is a named group. */
  rowLabel?: (index: number) => string;
  /** The remove button's name. */
  removeLabel: (index: number) => string;
  onRemove: (index: number) => void;
  /** A row's inputs. */
  children: (index: number) => ReactNode;
}

/** The lines of a list in the form (extra comms, workers): each its inputs and a remove button, or a note when none. */
export function FieldRows({ rows, empty, cols, rowLabel, removeLabel, onRemove, children }: FieldRowsProps) {
  return (
    <>
      {rows.length === 0 && (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      )}
      {rows.map((row, index) => (
        <Group key={row.key} role={rowLabel && "group"} aria-label={rowLabel?.(index)} align="flex-end" wrap="nowrap">
          <SimpleGrid cols={cols} flex={1}>
            {children(index)}
          </SimpleGrid>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={removeLabel(index)}
            onClick={() => onRemove(index)}
            mb={4}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
    </>
  );
}
