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
