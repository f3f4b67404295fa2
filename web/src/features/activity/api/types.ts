/** An activity log row, one changed field of it, and a row with its changes: as the routes describe them. */
export type { Activity as ActivityRecord, ActivityChange, ActivityDetail } from "@lineup/shared/wire/activity";
