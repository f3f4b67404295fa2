import { Type, type Static } from "typebox";
import { nullable, oneOf } from "./common";
import { boardFilterFields, wireId as id, wireIds as ids } from "./board-filters";

/**
 * The wire shapes of watches, notifications and webhooks (issue 25): what a user follows on the
 * board, what they are told, and the URLs that are told for them. Imported by path, not through the
 * package's index, so the web takes the types without TypeBox.
 */

/** A saved board view: the board's filters on a comm type (no port: every port the user sees). */
export const WatchView = Type.Object(
  {
    carga_tipo_id: id,
    porto_id: Type.Optional(ids),
    ...boardFilterFields,
  },
  { additionalProperties: false },
);
export type WatchView = Static<typeof WatchView>;

export const WATCH_KINDS = ["row", "terminal", "view"] as const;
export type WatchKind = (typeof WATCH_KINDS)[number];
export const WATCH_EMAIL = ["off", "immediate", "hourly", "daily"] as const;
export type WatchEmail = (typeof WATCH_EMAIL)[number];
export const WATCH_STATUS = ["each", "berthed_sailed", "none"] as const;
export type WatchStatus = (typeof WATCH_STATUS)[number];

/** What a watch tells and how: every field has a default, so a watch needs only its target. */
const options = {
  name: Type.String({ minLength: 1, maxLength: 120 }),
  status_changes: oneOf(WATCH_STATUS, {
    description: "each: every status change; berthed_sailed: only berthing and sailing; none",
  }),
  moved_hours: nullable(
    Type.Integer({ minimum: 0, maximum: 8760, description: "ETA, ETB or ETC moved by more than this many hours" }),
  ),
  new_calls: Type.Boolean({ description: "A new call on the terminal or in the view" }),
  removed: Type.Boolean({ description: "A call removed" }),
  not_updated_by: nullable(
    Type.String({
      pattern: "^([01]\\d|2[0-3]):[0-5]\\d$",
      description: "Staff: tell when the terminal is not marked updated by HH:MM (port time, Mon–Fri)",
    }),
  ),
  email: oneOf(WATCH_EMAIL),
  webhook_id: nullable(id),
};

/** A new watch: one target (`lineup_id`, `terminal_id` or `view`, as `kind` says) and any options. */
export const WatchCreate = Type.Object(
  {
    kind: oneOf(WATCH_KINDS),
    lineup_id: Type.Optional(id),
    terminal_id: Type.Optional(id),
    view: Type.Optional(WatchView),
    ...Type.Partial(Type.Object(options)).properties,
  },
  { additionalProperties: false },
);
export type WatchCreate = Static<typeof WatchCreate>;

/** A change of a watch's options (its target stays). */
export const WatchUpdate = Type.Partial(Type.Object(options, { additionalProperties: false }));
export type WatchUpdate = Static<typeof WatchUpdate>;

export const Watch = Type.Object({
  id: Type.Integer(),
  kind: oneOf(WATCH_KINDS),
  lineup_id: nullable(Type.Integer()),
  terminal_id: nullable(Type.Integer()),
  /** The port of a row or terminal watch (null for a view). */
  porto_id: nullable(Type.Integer()),
  view: nullable(WatchView),
  /** "MV Ocean at TGG (Santos)", "TGG (Santos)", "Santos · Grains · Waiting". */
  target: Type.String(),
  ...options,
  created_at: Type.String(),
});
export type Watch = Static<typeof Watch>;

export const NOTIFICATION_KINDS = ["status", "moved", "new_call", "removed", "not_updated", "test"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notification tells, in words as they were then (names included): stored with it, e-mailed and sent. */
const notificationWordFields = {
  port: Type.String(),
  terminal: Type.String(),
  vessel: nullable(Type.String()),
  /** The field's label ("Status", "ETB"), when one field changed. */
  field: nullable(Type.String()),
  before: nullable(Type.String()),
  after: nullable(Type.String()),
  /** "Status Waiting → Loading", "ETB moved 2 days later: 10/03/2031 → 12/03/2031". */
  text: Type.String(),
  by: nullable(Type.String()),
};
export const NotificationWords = Type.Object(notificationWordFields);
export type NotificationWords = Static<typeof NotificationWords>;

/** One thing a watch told its user, in words. */
export const Notification = Type.Object({
  id: Type.Integer(),
  watch_id: nullable(Type.Integer()),
  /** The change record (`lineup_events` id) it came from; null for a clock event (not updated). */
  event_id: nullable(Type.Integer()),
  kind: oneOf(NOTIFICATION_KINDS),
  lineup_id: nullable(Type.Integer()),
  porto_id: Type.Integer(),
  terminal_id: Type.Integer(),
  /** The board tab the row is on (its comm type), for the link to it. */
  carga_tipo_id: nullable(Type.Integer()),
  ...notificationWordFields,
  at: Type.String(),
  read: Type.Boolean(),
});
export type Notification = Static<typeof Notification>;

export const NotificationPage = Type.Object({
  items: Type.Array(Notification),
  unread: Type.Integer(),
});
export type NotificationPage = Static<typeof NotificationPage>;

export const NotificationsRead = Type.Object(
  { ids: Type.Optional(Type.Array(id, { maxItems: 500 })), all: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type NotificationsRead = Static<typeof NotificationsRead>;

const webhookFields = {
  name: Type.String({ minLength: 1, maxLength: 120 }),
  url: Type.String({ minLength: 8, maxLength: 2000, description: "https:// (http:// only to loopback, for tests)" }),
};

export const WebhookCreate = Type.Object(
  {
    ...webhookFields,
    allow_private: Type.Optional(Type.Boolean({ description: "Admins only: may reach private networks" })),
  },
  { additionalProperties: false },
);
export type WebhookCreate = Static<typeof WebhookCreate>;

export const WebhookUpdate = Type.Partial(
  Type.Object(
    {
      ...webhookFields,
      active: Type.Boolean({ description: "false pauses it; true resumes a paused one" }),
      allow_private: Type.Boolean({ description: "Admins only: may reach private networks" }),
    },
    { additionalProperties: false },
  ),
);
export type WebhookUpdate = Static<typeof WebhookUpdate>;

export const Webhook = Type.Object({
  id: Type.Integer(),
  ...webhookFields,
  active: Type.Boolean(),
  allow_private: Type.Boolean(),
  /** When it was paused after 24 h of failures (null: not paused by failures). */
  paused_at: nullable(Type.String()),
  failing_since: nullable(Type.String()),
  created_at: Type.String(),
});
export type Webhook = Static<typeof Webhook>;

/** A new webhook, with the secret its receiver checks signatures with: shown this once. */
export const WebhookCreated = Type.Object({ ...Webhook.properties, secret: Type.String() });
export type WebhookCreated = Static<typeof WebhookCreated>;

export const DELIVERY_STATES = ["pending", "delivered", "failed"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** One event's delivery to a webhook, with its last attempt. */
export const WebhookDelivery = Type.Object({
  id: Type.Integer(),
  event_id: nullable(Type.Integer()),
  kind: oneOf(NOTIFICATION_KINDS),
  state: oneOf(DELIVERY_STATES, { description: "pending: to be tried (again); failed: given up" }),
  attempts: Type.Integer(),
  response_status: nullable(Type.Integer()),
  response_excerpt: nullable(Type.String()),
  error: nullable(Type.String()),
  created_at: Type.String(),
  last_attempt_at: nullable(Type.String()),
  next_attempt_at: nullable(Type.String()),
  delivered_at: nullable(Type.String()),
});
export type WebhookDelivery = Static<typeof WebhookDelivery>;
