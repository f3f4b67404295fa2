import { useQuery } from "@tanstack/react-query";
import type { Webhook } from "@lineup/shared/wire/watches";
import { api } from "@/api/client";

/** The cache key of every webhook query (a save or a delete reads them all again). */
export const WEBHOOKS_KEY = "webhooks";

/** GET /webhooks: the user's webhooks. */
export function listWebhooks(): Promise<Webhook[]> {
  return api("/webhooks", { silent: true });
}

/** The user's webhooks: the Webhooks page, and the choice of one in a watch's form. */
export function useWebhooks() {
  return useQuery({ queryKey: [WEBHOOKS_KEY, "list"], queryFn: listWebhooks });
}

/** GET /webhooks/{id}. Silent: the page says what went wrong. */
export function fetchWebhook(id: string): Promise<Webhook> {
  return api("/webhooks/{id}", { params: { id }, silent: true });
}

/** One webhook, for its page. */
export function useWebhook(id: string) {
  return useQuery({ queryKey: [WEBHOOKS_KEY, "detail", id], queryFn: () => fetchWebhook(id), retry: false });
}
