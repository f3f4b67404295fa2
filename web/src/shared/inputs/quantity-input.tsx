import { QTY_DECIMALS } from "@lineup/shared";
import { Text, TextInput } from "@mantine/core";
import { useEffect, type ReactNode } from "react";
import { useIMask } from "react-imask";

export interface QuantityInputProps {
  label: string;
  /** Dot-decimal text (`25000.5`), or null when empty: what the API takes. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Shown after the number (`t`, `m³`). */
  unit?: string | null;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  name?: string;
}

/**
 * The quantity mask (spec.md section 5): comma decimals, dot thousands, three
 * decimals, a typed dot taken as the comma; the API stores twelve integer
 * digits at most. Shared with the line-up table's quantity cell.
 */
export const QTY_MASK_OPTIONS = {
  mask: Number,
  scale: QTY_DECIMALS,
  radix: ",",
  thousandsSeparator: ".",
  mapToRadix: ["."],
  normalizeZeros: true,
  min: 0,
  max: 999_999_999_999.999,
};

// A module constant: the mask is rebuilt when its options change.
const QTY_MASK = { ...QTY_MASK_OPTIONS, padFractionalZeros: true };

/**
 * A quantity typed the Brazilian way (spec.md section 5): comma decimals, dot
 * thousands, three decimals, the unit as a suffix. A typed dot becomes the
 * decimal comma, as people type `1234.5` by habit.
 */
export function QuantityInput({ label, value, onChange, unit, error, required, disabled, name }: QuantityInputProps) {
  const { ref, maskRef, setUnmaskedValue } = useIMask<HTMLInputElement>(QTY_MASK, {
    defaultUnmaskedValue: value ?? "",
    onAccept: (_shown, mask) => {
      const next = mask.unmaskedValue === "" ? null : mask.unmaskedValue;
      if (next !== value) onChange(next);
    },
  });

  // A value set from outside (a loaded row, a form reset) replaces what the mask shows.
  useEffect(() => {
    const mask = maskRef.current;
    if (mask && Number(mask.unmaskedValue || "NaN") !== Number(value ?? "NaN")) setUnmaskedValue(value ?? "");
  }, [value, maskRef, setUnmaskedValue]);

  return (
    <TextInput
      ref={ref}
      label={label}
      name={name}
      inputMode="decimal"
      autoComplete="off"
      required={required}
      disabled={disabled}
      error={error}
      rightSection={
        unit ? (
          <Text size="sm" c="dimmed">
            {unit}
          </Text>
        ) : undefined
      }
      rightSectionPointerEvents="none"
    />
  );
}
