import { useQuery } from "@tanstack/react-query";
import { apiBlob, apiFile, apiRequest } from "@/api/client";

export interface BackupFile {
  name: string;
  /** Bytes. */
  size: number;
  created_at: string;
}

export interface BackupList {
  data: BackupFile[];
  /** "every day at 03:00 UTC"; null: scheduled backups are off. */
  schedule: string | null;
  keep: number;
  last_failure: { at: string; message: string } | null;
}

/** GET /admin/backups: the scheduled backups, newest first, and the last failure. */
export function useBackups() {
  return useQuery({
    queryKey: ["backups"],
    queryFn: () => apiRequest<BackupList>("/admin/backups"),
    refetchInterval: 60_000,
  });
}

/** GET /admin/backups/{name}: one scheduled backup's file. */
export const downloadBackup = (name: string) => apiBlob(`/admin/backups/${encodeURIComponent(name)}`, { silent: true });

/** POST /admin/backups/snapshot: a backup of the whole database taken now, named by the server with its time. */
export const takeBackup = () => apiFile("/admin/backups/snapshot", { method: "POST", silent: true });
