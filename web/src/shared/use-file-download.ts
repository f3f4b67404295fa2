import { useState } from "react";
import { ApiError, type DownloadedFile } from "@/api/client";
import { saveFile } from "./save-file";

/**
 * Downloads one file at a time (a spreadsheet, a backup): `busy` names the one
 * on its way (for its button's spinner), and a failure is said in `failure`'s
 * words; a dead session already sends the person to login, so that one says nothing.
 */
export function useFileDownload(failure: string) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** Fetches and saves one file, under the name the server gave it or else `fileName`. */
  const run = async (key: string, fetchFile: () => Promise<Blob | DownloadedFile>, fileName: string) => {
    setBusy(key);
    setError(null);
    try {
      const file = await fetchFile();
      if (file instanceof Blob) saveFile(file, fileName);
      else saveFile(file.blob, file.name ?? fileName);
    } catch (thrown) {
      setError(thrown instanceof ApiError && thrown.status === 401 ? null : failure);
    } finally {
      setBusy(null);
    }
  };
  return { busy, error, clearError: () => setError(null), run };
}
