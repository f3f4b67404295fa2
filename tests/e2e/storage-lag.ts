import type { BrowserContext } from "./test";

/**
 * Makes every tab of the context learn the token pair another tab wrote to localStorage `ms` late, as Chromium does
 * under load (each renderer keeps its own copy of the origin's storage, updated by messages that can queue behind
 * other work): a tab reads a changed token only `ms` after it first could have. Its own writes it reads at once.
 */
export async function lagStorage(context: BrowserContext, ms: number): Promise<void> {
  await context.addInitScript((lag) => {
    const keys = new Set(["access_token", "refresh_token"]);
    const { getItem, setItem, removeItem } = Storage.prototype;
    // Per key, the values this tab has met, each with the moment it may read it.
    const met = new Map<string, { value: string | null; from: number }[]>();
    const meet = (key: string, value: string | null, from: number) => {
      const values = met.get(key) ?? [];
      if (values.at(-1)?.value !== value) values.push({ value, from });
      met.set(key, values);
    };
    Storage.prototype.getItem = function (key) {
      const value = getItem.call(this, key);
      if (!keys.has(key)) return value;
      const now = performance.now();
      meet(key, value, met.has(key) ? now + lag : now);
      return [...(met.get(key) ?? [])].reverse().find((v) => v.from <= now)?.value ?? value;
    };
    Storage.prototype.setItem = function (key, value) {
      setItem.call(this, key, value);
      if (keys.has(key)) meet(key, value, -Infinity);
    };
    Storage.prototype.removeItem = function (key) {
      removeItem.call(this, key);
      if (keys.has(key)) meet(key, null, -Infinity);
    };
  }, ms);
}

/** The statuses of the answers to the refresh grants the context's tabs send, filled in as they come. */
export function refreshAnswers(context: BrowserContext): number[] {
  const statuses: number[] = [];
  context.on("response", (res) => {
    const body = res.request().postData() ?? "";
    if (res.url().endsWith("/api/v1/oauth/token") && body.includes('"refresh_token"')) statuses.push(res.status());
  });
  return statuses;
}
