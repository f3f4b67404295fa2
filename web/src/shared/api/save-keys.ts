import { answered } from "@/api/answers";

/**
 * Whether a failed save may have been committed all the same (no answer: the client's status 0, or the server failed
 * after the commit, or says the first try of the same key is still being applied).
 */
const outcomeUnknown = (error: unknown) => !answered(error) || error.status >= 500 || error.body.in_progress === true;

/**
 * A new key for a save: 32 hex digits from the browser's random source. Not `crypto.randomUUID`, which a browser
 * offers only on a secure origin (HTTPS or localhost): served over plain HTTP on an office's own network, the app
 * failed every table save with it.
 */
export function newSaveKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The keys (`save_id`) of one kind of save, per slot (a terminal's table, a form): the same save sent again after an
 * unknown outcome (a lost answer, a request given up) reuses its key, so the server answers it as committed instead
 * of applying it twice; any other save gets a key of its own.
 */
export function saveKeys<Slot>() {
  const unsettled = new Map<Slot, { body: string; saveId: string }>();
  return async function keyed<T>(slot: Slot, body: unknown, send: (saveId: string) => Promise<T>): Promise<T> {
    const text = JSON.stringify(body) ?? "";
    const earlier = unsettled.get(slot);
    const saveId = earlier && earlier.body === text ? earlier.saveId : newSaveKey();
    try {
      const result = await send(saveId);
      unsettled.delete(slot);
      return result;
    } catch (error) {
      if (outcomeUnknown(error)) unsettled.set(slot, { body: text, saveId });
      else unsettled.delete(slot);
      throw error;
    }
  };
}
