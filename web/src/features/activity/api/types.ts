import type { Page } from "@/shared/list/use-paged-list";

/** One activity log row (server/src/activity/routes.ts). */
export interface ActivityRecord {
  id: number;
  description: string;
  action: string;
  subject_type: string;
  subject_id: number | null;
  created_at: string;
  user_id: number | null;
  user_name: string | null;
}

/** One changed field of an activity. */
export interface ActivityChange {
  field: string;
  /** The field as people read it (the board's column header for line-up fields). */
  label: string;
  before: unknown;
  after: unknown;
}

/** An activity with its changed fields. */
export interface ActivityDetail extends ActivityRecord {
  changes: ActivityChange[];
}

// The activity routes do not describe their answers yet.
declare module "@/api/operations" {
  interface KnownAnswers {
    "GET /logs/users": Page<ActivityRecord>;
    "GET /logs/users/{id}": ActivityDetail;
  }
}
