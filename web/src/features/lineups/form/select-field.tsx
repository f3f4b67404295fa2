import { Box, Group, Select, type ComboboxItem } from "@mantine/core";
import type { ReactNode } from "react";
import { Controller, type Control, type FieldPathByValue } from "react-hook-form";
import type { LineupFormValues } from "./form-values";

export interface SelectFieldProps {
  control: Control<LineupFormValues>;
  name: FieldPathByValue<LineupFormValues, string | null>;
  label: string;
  data: ComboboxItem[];
  required?: boolean;
  disabled?: boolean;
  description?: ReactNode;
  placeholder?: string;
  clearable?: boolean;
  /** Runs after the value changed by the user's choice (dependent fields are cleared here, not in an effect). */
  onPicked?: (value: string | null) => void;
  /** A button beside the select (the quick-create '+'). */
  action?: ReactNode;
}

/** A searchable select bound to the line-up form, showing its server error. */
export function SelectField({
  control,
  name,
  label,
  data,
  required,
  disabled,
  description,
  placeholder,
  clearable = true,
  onPicked,
  action,
}: SelectFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const select = (
          <Select
            label={label}
            data={data}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              onPicked?.(value);
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            searchable
            clearable={clearable}
            nothingFoundMessage="Nothing found"
            required={required}
            disabled={disabled}
            description={description}
            placeholder={placeholder}
            error={fieldState.error?.message}
            comboboxProps={{ withinPortal: true }}
          />
        );
        if (!action) return select;
        return (
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <Box flex={1}>{select}</Box>
            {action}
          </Group>
        );
      }}
    />
  );
}

/** Select options from named items. */
export function toItems(items: ReadonlyArray<{ id: number; name: string }>): ComboboxItem[] {
  return items.map((item) => ({ value: String(item.id), label: item.name }));
}
