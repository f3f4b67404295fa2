import { useQuery } from "@tanstack/react-query";
import { api, apiBlob, apiFile } from "@/api/client";
import type { ApiAnswer } from "@/api/operations";

/** The scheduled backups (`schedule`: "every day at 03:00 UTC", null when they are off) and the last failure. */
export type BackupList = ApiAnswer<"/admin/backups", "GET">;
/** One backup file (`size` in bytes). */
export type BackupFile = BackupList["data"][number];

/** GET /admin/backups: the scheduled backups, newest first, and the last failure. */
export function useBackups() {
  return useQuery({
    queryKey: ["backups"],
    queryFn: () => api("/admin/backups"),
    refetchInterval: 60_000,
  });
}

/** GET /admin/backups/{name}: one scheduled backup's file. */
export const downloadBackup = (name: string) => apiBlob("/admin/backups/{name}", { params: { name }, silent: true });

/** POST /admin/backups/snapshot: a backup of the whole database taken now, named by the server with its time. */
export const takeBackup = () => apiFile("/admin/backups/snapshot", { method: "POST", silent: true });
