import { MAX_DATE, MESSAGES, parseTypedDate } from "@lineup/shared";
import { useGridCellEditor, type CustomCellEditorProps } from "ag-grid-react";
import { useState } from "react";
import { IMaskInput } from "react-imask";
import { isoToText } from "@/shared/inputs/date-input";
import { QTY_MASK_OPTIONS } from "@/shared/inputs/quantity-input";
import { notifyWarning } from "@/shared/notify";
import { EDITOR_STYLE, typedStart, useOpeningInput } from "./editor-basics";
import type { GridRow } from "./grid-rows";

/** The grid's typed cell editors: a date with its mask and year lock, a quantity, a note's text. */

/** Reads a typed date: ISO, null when empty, or "invalid". */
function readDate(text: string): string | null | "invalid" {
  const typed = text.trim();
  if (!typed) return null;
  const iso = parseTypedDate(typed);
  return !iso || iso > MAX_DATE ? "invalid" : iso;
}

/** Typed digits in the date mask's shape: `0502` -> `05/02`, `050220` -> `05/02/20`. */
const asDateMask = (digits: string) => digits.replace(/^(\d{2})(\d)/, "$1/$2").replace(/^(\d{2}\/\d{2})(\d)/, "$1/$2");

/** `15/03/2030` -> `15/03`: what a year-locked editor shows. */
const dayMonth = (text: string) => text.slice(0, 5);

/** Extra params of the date editor. */
export interface DateEditorParams {
  label: string;
  /** Year lock on (the default): type DD/MM and the year is filled in; off: type DD/MM/YYYY. */
  yearLocked: boolean;
}

/**
 * A date with a mask (spec.md section 5). With the column's year lock on,
 * the operator types only DD/MM and the editor shows the year it will store
 * (from November on, January and February mean next year); with it off, the
 * full DD/MM/YYYY. An unparseable date says 'Invalid date!' and clears the cell.
 */
export function DateEditor(props: CustomCellEditorProps<GridRow, string | null> & DateEditorParams) {
  const { value, onValueChange, label, yearLocked } = props;
  const [typedFirst] = useState(() => {
    const digits = typedStart(props, /\d/);
    return digits && asDateMask(digits.slice(0, yearLocked ? 4 : 8));
  });
  const [opened] = useState(() => typedFirst ?? (yearLocked ? dayMonth(isoToText(value)) : isoToText(value)));
  const [text, setText] = useState(opened);
  // Until the text changes the cell keeps its date (and year), whatever the rule would give.
  const [typed, setTyped] = useState(!!typedFirst);
  const ref = useOpeningInput(props.context, !!typedFirst, () => {
    const read = readDate(typedFirst ?? "");
    onValueChange(read === "invalid" ? null : read);
  });
  useGridCellEditor({
    isCancelAfterEnd: () => {
      if (readDate(text) === "invalid") notifyWarning(MESSAGES.invalidDate);
      return false;
    },
  });
  const shown = typed ? readDate(text) : value;
  const year = shown && shown !== "invalid" ? shown.slice(0, 4) : "YYYY";
  const input = (
    <IMaskInput
      inputRef={ref}
      mask={yearLocked ? "00/00" : "00/00/0000"}
      aria-label={label}
      placeholder={yearLocked ? "DD/MM" : "DD/MM/YYYY"}
      inputMode="numeric"
      autoComplete="off"
      style={yearLocked ? { ...EDITOR_STYLE, width: "3.6em", padding: "0 0 0 6px" } : EDITOR_STYLE}
      value={text}
      onAccept={(next: string) => {
        // The mask also accepts the text the editor opens with.
        if (!typed && next === opened) return;
        setText(next);
        setTyped(true);
        const read = readDate(next);
        onValueChange(read === "invalid" ? null : read);
      }}
    />
  );
  if (!yearLocked) return input;
  return (
    <div style={{ display: "flex", alignItems: "center", height: "100%", background: "var(--mantine-color-body)" }}>
      {input}
      <span aria-label={`${label} year`} style={{ color: "var(--mantine-color-dimmed)" }}>{`/${year}`}</span>
    </div>
  );
}

/**
 * Quantity typed the Brazilian way (comma decimals, dot thousands); a typed
 * dot becomes the comma. A controlled input, like the date editor: keys typed
 * while the editor opens are all kept.
 */
export function QuantityEditor(props: CustomCellEditorProps<GridRow, string | null> & { label: string }) {
  const { value, onValueChange, label } = props;
  // Editing started by typing digits: the cell starts over from them (a typed comma is the decimal point).
  const [typedFirst] = useState(() => typedStart(props, /[\d.,]/)?.replace(",", ".") ?? null);
  // The mask's unmasked value: dot decimals, no thousands (`4321.5`), as the API takes it.
  const [raw, setRaw] = useState(() => typedFirst ?? (value ? String(Number(value)) : ""));
  const ref = useOpeningInput(props.context, !!typedFirst, () => onValueChange(typedFirst));
  return (
    <IMaskInput
      inputRef={ref}
      {...QTY_MASK_OPTIONS}
      aria-label={label}
      inputMode="decimal"
      autoComplete="off"
      style={EDITOR_STYLE}
      unmask
      value={raw}
      onAccept={(next: string) => {
        setRaw(next);
        onValueChange(next === "" ? null : next);
      }}
    />
  );
}

/** A text cell (a note's text). */
export function TextEditor(props: CustomCellEditorProps<GridRow, string | null> & { label: string }) {
  const { value, onValueChange, label } = props;
  const [typedFirst] = useState(() => typedStart(props, /./));
  const [text, setText] = useState(() => typedFirst ?? value ?? "");
  // The caret goes after the text, opened by typing or not: what is typed is added to the note.
  const ref = useOpeningInput(props.context, true, () => {
    if (typedFirst) onValueChange(typedFirst);
  });
  return (
    <input
      ref={ref}
      aria-label={label}
      style={EDITOR_STYLE}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onValueChange(e.target.value);
      }}
    />
  );
}
