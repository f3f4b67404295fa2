import type { Webhook, WebhookCreate, WebhookCreated, WebhookUpdate } from "@lineup/shared/wire/watches";
import { api } from "@/api/client";
import { useRefreshingMutation } from "@/shared/api/use-refreshing-mutation";
import { WEBHOOKS_KEY } from "./list-webhooks";

/**
 * POST /webhooks: 201 with the secret, shown this once; 422 when the URL is refused (not https,
 * a private network). Silent: the form shows the refusal under the URL.
 */
export function createWebhook(body: WebhookCreate): Promise<WebhookCreated> {
  return api("/webhooks", { method: "POST", body, silent: true });
}

/** PUT /webhooks/{id}: a new name or URL, paused or resumed. */
export function updateWebhook(id: number, body: WebhookUpdate): Promise<Webhook> {
  return api("/webhooks/{id}", { method: "PUT", params: { id }, body, silent: true });
}

/** Creates a webhook; the list is read again. */
export function useCreateWebhook() {
  return useRefreshingMutation(createWebhook, [{ queryKey: [WEBHOOKS_KEY] }]);
}

/** Changes a webhook; its page and the list are read again. */
export function useUpdateWebhook(id: number) {
  return useRefreshingMutation((body: WebhookUpdate) => updateWebhook(id, body), [{ queryKey: [WEBHOOKS_KEY] }]);
}
