import { isRecord } from "@lineup/shared";
import { useEffect, useRef, useState } from "react";

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

/** Keys kept for an editor that is opening: more than anyone types before it has the focus. */
const MAX_TYPED_KEYS = 64;

/** A key typed on a cell, and when (`performance.now()`). */
export interface TypedKey {
  key: string;
  at: number;
}

/**
 * The keys typed on cells, with `typed` the latest, kept for the editor it may open: a key typed while no cell is
 * being edited starts them anew (it opens the editor, or none, and what was typed before is no editor's); one typed
 * while an editor is open but not yet focused (a busy page draws it a frame or more later) is that editor's, however
 * long the page took between the two keys.
 */
export function withTypedKey(keys: readonly TypedKey[], typed: TypedKey, editing: boolean): TypedKey[] {
  return editing ? [...keys.slice(-(MAX_TYPED_KEYS - 1)), typed] : [typed];
}

/**
 * What of the keys kept (`withTypedKey`) goes to an editor: without `since`, all of them, the first of which opened it
 * by typing, however late a busy page mounts it; with `since`, every key typed from then on (the editor mounted then,
 * and had no focus yet).
 */
export function keysForEditor(keys: readonly TypedKey[], since?: number): string {
  return keys
    .filter((k) => since === undefined || k.at >= since)
    .map((k) => k.key)
    .join("");
}

/** The part of the grid context the editors read. */
export interface TypedKeysSource {
  /**
   * The keys typed on the cell before its editor had focus, once: the burst whose first key opened it, or those typed
   * since `since` (when it mounted).
   */
  takeTypedKeys?: (since?: number) => string;
}

/**
 * The keys a grid context (`TypedKeysSource`, handed to the editor untyped) buffered for the cell, kept to `allowed`;
 * empty when none.
 */
function typedKeysIn(context: unknown, allowed: RegExp, since?: number): string {
  if (!isRecord(context) || typeof context.takeTypedKeys !== "function") return "";
  const keys: unknown = Reflect.apply(context.takeTypedKeys, context, since === undefined ? [] : [since]);
  return typeof keys === "string" ? [...keys].filter((k) => allowed.test(k)).join("") : "";
}

/**
 * What an editor opened by typing starts from: every key typed on the cell,
 * so fast typists lose none while the editor mounts, kept to `allowed`. Null
 * when the editor was opened by Enter, F2 or a double click (the keys typed
 * before are then none of its own).
 */
export function typedStart(props: { eventKey: string | null; context: unknown }, allowed: RegExp): string | null {
  const buffered = typedKeysIn(props.context, allowed);
  const opening = props.eventKey;
  if (opening?.length !== 1) return null;
  return buffered || (allowed.test(opening) ? opening : null);
}

/**
 * An editor's input, focused once when it opens: opened by typing (`typed`), the caret goes after the typed keys and
 * `onTyped` takes them; else its whole text is selected, replaced by what is typed, as in a spreadsheet. A busy page
 * draws an editor a frame or more before it has the focus, and keys typed meanwhile land on the cell: they are typed
 * into the input when it takes the focus, as if they had reached it, so a fast typist loses none.
 */
export function useOpeningInput(context: unknown, typed: boolean, onTyped?: () => void) {
  const ref = useRef<HTMLInputElement>(null);
  const [mountedAt] = useState(() => performance.now());
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    // On its first focus, ours or the grid's (a popup not yet placed takes none, and the grid focuses it later).
    const opened = () => {
      if (typed) {
        input.setSelectionRange(input.value.length, input.value.length);
        onTyped?.();
      } else input.select();
      const late = typedKeysIn(context, /./, mountedAt);
      if (!late) return;
      // Into the text as typing puts them: the input's own handlers (React's, a mask's) read them from an input event.
      input.setRangeText(late, input.selectionStart ?? 0, input.selectionEnd ?? 0, "end");
      input.dispatchEvent(new Event("input", { bubbles: true }));
    };
    input.addEventListener("focus", opened, { once: true });
    input.focus();
    return () => input.removeEventListener("focus", opened);
    // Only once, when the editor opens.
  }, []);
  return ref;
}
