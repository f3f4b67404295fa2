import type { Watch } from "@lineup/shared/wire/watches";

/**
 * For unit tests: the options of a watch saved with the form's defaults: each status change, moved by more than
 * 24 h, new calls and removals, no update mark, no e-mail, no webhook.
 */
export const DEFAULT_OPTIONS = {
  status_changes: "each",
  moved_hours: 24,
  new_calls: true,
  removed: true,
  not_updated_by: null,
  email: "off",
  webhook_id: null,
} satisfies Partial<Watch>;
