import type { Page } from "@/shared/list/use-paged-list";

/** A user as the users routes return it (server/src/users/repository.ts). */
export interface UserRecord {
  id: number;
  name: string;
  email: string;
  role_id: number;
  role: string | null;
  photo_url: string | null;
  created_at: string;
  portos?: Array<{ id: number; name: string }>;
  cargas?: Array<{ id: number; name: string }>;
}

// The users routes do not describe every answer yet.
declare module "@/api/operations" {
  interface KnownAnswers {
    "GET /users": Page<UserRecord>;
    "POST /users": UserRecord;
    "PUT /users/{id}": UserRecord;
  }
}
