import { TextInput } from "@mantine/core";
import type { ReactNode } from "react";

/** A 24-hour `hh:mm` time (what the board shows and the API takes). */
export const TIME_24H = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Typed digits as `hh:mm`: the colon comes by itself after the hours. */
export function asTime(typed: string): string {
  const digits = typed.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/**
 * A 24-hour time input. The browser's `type="time"` shows "09:00 AM" in an
 * English locale while the board shows 09:00, so the form types it as text.
 */
export function TimeInput24({
  label,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  required?: boolean;
}) {
  return (
    <TextInput
      label={label}
      required={required}
      placeholder="hh:mm"
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      description="24-hour, e.g. 17:30"
      value={value}
      onChange={(e) => onChange(asTime(e.currentTarget.value))}
      error={error}
    />
  );
}
