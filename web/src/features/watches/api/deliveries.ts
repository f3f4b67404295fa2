import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { WebhookDelivery } from "@lineup/shared/wire/watches";
import { api } from "@/api/client";
import { WEBHOOKS_KEY } from "./list-webhooks";

const deliveriesKey = (id: number) => [WEBHOOKS_KEY, "deliveries", id];

/** GET /webhooks/{id}/deliveries: its delivery log, newest first. */
export function listDeliveries(id: number): Promise<WebhookDelivery[]> {
  return api("/webhooks/{id}/deliveries", { params: { id }, silent: true });
}

/** A webhook's delivery log. */
export function useDeliveries(id: number) {
  return useQuery({
    queryKey: deliveriesKey(id),
    queryFn: () => listDeliveries(id),
    retry: false,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** POST /webhooks/{id}/test (202): a test event queued for the URL. */
export function sendTest(id: number): Promise<WebhookDelivery> {
  return api("/webhooks/{id}/test", { method: "POST", params: { id } });
}

/** POST /webhooks/{id}/deliveries/{deliveryId}/redeliver (202): the same event (same `event_id`) sent again. */
export function redeliver(id: number, deliveryId: number): Promise<WebhookDelivery> {
  return api("/webhooks/{id}/deliveries/{deliveryId}/redeliver", { method: "POST", params: { id, deliveryId } });
}

/** Send test and Redeliver: each queues a delivery, and the log is read again. */
export function useDeliveryActions(id: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: deliveriesKey(id) });
  return {
    test: useMutation({ mutationFn: () => sendTest(id), onSuccess: refresh }),
    redeliver: useMutation({ mutationFn: (deliveryId: number) => redeliver(id, deliveryId), onSuccess: refresh }),
  };
}
