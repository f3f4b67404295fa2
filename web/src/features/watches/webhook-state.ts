import type { Webhook } from "@lineup/shared/wire/watches";
import { exactTime } from "./time-words";

/** A webhook's state in words: active (failing since when, if so), paused by its owner, or after a day of failures. */
export function webhookState(w: Webhook): { text: string; tone: "ok" | "warn" | "off" } {
  if (!w.active && w.paused_at)
    return { text: `Paused after 24 h of failures (${exactTime(w.paused_at)})`, tone: "warn" };
  if (!w.active) return { text: "Paused", tone: "off" };
  if (w.failing_since) return { text: `Active, failing since ${exactTime(w.failing_since)}`, tone: "warn" };
  return { text: "Active", tone: "ok" };
}
