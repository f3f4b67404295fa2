import { isRecord } from "@lineup/shared";
import { useEffect, useRef } from "react";

/** What every cell editor of the grid shares: its look, and the keys typed before it opened. */

/** A cell editor fills its cell, borderless, in the cell's font. */
export const EDITOR_STYLE = {
  width: "100%",
  height: "100%",
  border: 0,
  padding: "0 6px",
  font: "inherit",
  background: "var(--mantine-color-body)",
} as const;

/** The part of the grid context the editors read. */
export interface TypedKeysSource {
  /** The keys typed on the cell before its editor had focus (the first one opened it), once. */
  takeTypedKeys?: () => string;
}

/** The keys a grid context (`TypedKeysSource`, handed to the editor untyped) buffered for the cell; empty when none. */
function typedKeysIn(context: unknown): string {
  if (!isRecord(context) || typeof context.takeTypedKeys !== "function") return "";
  const keys: unknown = Reflect.apply(context.takeTypedKeys, context, []);
  return typeof keys === "string" ? keys : "";
}

/**
 * What an editor opened by typing starts from: every key typed on the cell,
 * so fast typists lose none while the editor mounts, kept to `allowed`. Null
 * when the editor was opened by Enter, F2 or a double click.
 */
export function typedStart(props: { eventKey: string | null; context: unknown }, allowed: RegExp): string | null {
  const buffered = typedKeysIn(props.context);
  const keys = buffered || (props.eventKey?.length === 1 ? props.eventKey : "");
  return [...keys].filter((k) => allowed.test(k)).join("") || null;
}

/**
 * An editor's input, focused once when it opens: opened by typing, the caret goes after the typed keys and
 * `onTyped` takes them; else its whole text is selected, replaced by what is typed, as in a spreadsheet.
 */
export function useOpeningInput(typed: boolean, onTyped: () => void) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    input.focus();
    if (typed) {
      input.setSelectionRange(input.value.length, input.value.length);
      onTyped();
    } else input.select();
    // Only once, when the editor opens.
  }, []);
  return ref;
}
