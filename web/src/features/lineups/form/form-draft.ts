import { useEffect, useRef } from "react";
import { useWatch, type Control, type UseFormReset } from "react-hook-form";
import { EMPTY_FORM, type LineupFormValues } from "./form-values";

/**
 * A new line-up typed into the form, kept in this browser (per user) as it is
 * typed, so a crash, a closed tab or an ended session does not lose it; it
 * fills the next New line-up form of that user and is forgotten on save or
 * discard. Older than four days, it is not offered.
 */
const PREFIX = "lineup-form-draft:v1:";
const MAX_AGE_MS = 4 * 24 * 60 * 60 * 1000;
const keyOf = (userId: number) => `${PREFIX}${userId}`;

interface StoredFormDraft {
  savedAt: number;
  values: LineupFormValues;
}

const isStored = (x: unknown): x is StoredFormDraft =>
  typeof x === "object" &&
  x !== null &&
  "savedAt" in x &&
  typeof x.savedAt === "number" &&
  "values" in x &&
  typeof x.values === "object" &&
  x.values !== null;

/** The user's kept new line-up, if fresh and readable (anything else is removed). */
export function readFormDraft(storage: Storage, userId: number, now: number): LineupFormValues | null {
  try {
    const text = storage.getItem(keyOf(userId));
    if (text === null) return null;
    const parsed: unknown = JSON.parse(text);
    if (isStored(parsed) && now - parsed.savedAt <= MAX_AGE_MS) return { ...EMPTY_FORM, ...parsed.values };
  } catch {
    // Unreadable: dropped below.
  }
  clearFormDraft(storage, userId);
  return null;
}

/** Forgets the user's kept new line-up (saved, or discarded). */
export function clearFormDraft(storage: Storage, userId: number): void {
  try {
    storage.removeItem(keyOf(userId));
  } catch {
    // Storage turned off: nothing kept.
  }
}

/**
 * On a new line-up form: brings the kept values back into the form (as typed
 * data, so leaving asks again) and keeps every change while the form holds typed data.
 */
export function useFormDraft(
  control: Control<LineupFormValues>,
  reset: UseFormReset<LineupFormValues>,
  userId: number | null,
  enabled: boolean,
  dirty: boolean,
): void {
  const values = useWatch({ control });
  const restored = useRef(false);
  useEffect(() => {
    if (!enabled || userId === null || restored.current) return;
    restored.current = true;
    const kept = readFormDraft(localStorage, userId, Date.now());
    if (kept) reset(kept, { keepDefaultValues: true });
  }, [enabled, userId, reset]);
  useEffect(() => {
    if (!enabled || userId === null || !restored.current || !dirty) return;
    try {
      localStorage.setItem(keyOf(userId), JSON.stringify({ savedAt: Date.now(), values }));
    } catch {
      // Storage full or off: the form still asks before it is left.
    }
  }, [enabled, userId, values, dirty]);
}
