import { MAX_DATE, MESSAGES, parseTypedDate } from "@lineup/shared";
import { InputBase } from "@mantine/core";
import { useState, type KeyboardEvent, type ReactNode } from "react";
import { IMaskInput } from "react-imask";

export interface DateInputProps {
  label: string;
  /** ISO date `YYYY-MM-DD`, or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  description?: ReactNode;
}

/** `2030-03-15` -> `15/03/2030`. */
export function isoToText(iso: string | null | undefined): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : "";
}

/**
 * A DD/MM/YYYY text input with a mask (spec.md section 5). The value is an ISO
 * date; typing `DD/MM` completes the year (from November on, January and
 * February mean next year). An unparseable date shows 'Invalid date!' and
 * clears the value. The typed text is read on blur and on Enter, so a form
 * submitted with Enter sees the parsed date.
 */
export function DateInput({ label, value, onChange, error, required, disabled, name, description }: DateInputProps) {
  const [text, setText] = useState(() => isoToText(value));
  const [invalid, setInvalid] = useState(false);
  // Follow changes made from outside (a form reset, a loaded row) without an effect.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(isoToText(value));
    setInvalid(false);
  }

  const commit = () => {
    const typed = text.trim();
    if (!typed) {
      if (value !== null) onChange(null);
      return;
    }
    const iso = parseTypedDate(typed);
    if (!iso || iso > MAX_DATE) {
      setInvalid(true);
      setText("");
      if (value !== null) onChange(null);
      return;
    }
    setText(isoToText(iso));
    if (iso !== value) onChange(iso);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") commit();
  };

  return (
    <InputBase
      component={IMaskInput}
      mask="00/00/0000"
      label={label}
      name={name}
      placeholder="DD/MM/YYYY"
      inputMode="numeric"
      autoComplete="off"
      required={required}
      disabled={disabled}
      description={description}
      value={text}
      onAccept={(typed: string) => {
        setText(typed);
        if (typed) setInvalid(false);
      }}
      onBlur={commit}
      onKeyDown={onKeyDown}
      error={error ?? (invalid ? MESSAGES.invalidDate : undefined)}
    />
  );
}
