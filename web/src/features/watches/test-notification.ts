import type { Notification } from "@lineup/shared/wire/watches";

/** A notification centre entry for unit tests: a status change at Santos/TGG, unread; `over` changes any field. */
export const notificationEntry = (over: Partial<Notification> = {}): Notification => ({
  id: 1,
  watch_id: 3,
  event_id: 40,
  kind: "status",
  lineup_id: 7,
  porto_id: 2,
  terminal_id: 5,
  carga_tipo_id: 1,
  port: "Santos",
  terminal: "TGG",
  vessel: "MV Ocean",
  field: "Status",
  before: "Waiting",
  after: "Berthed",
  text: "Status Waiting → Berthed",
  by: "Olivia",
  at: "2026-11-26T10:00:00.000Z",
  read: false,
  ...over,
});
