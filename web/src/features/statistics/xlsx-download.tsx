import { Alert, Button } from "@mantine/core";
import { useState } from "react";
import { ApiError } from "@/api/client";
import { saveFile } from "@/shared/save-file";

/**
 * A statistics section's "Download xlsx": fetches the section's table as a
 * spreadsheet and saves it; says so in words when it fails (a dead session
 * already sends the person to login, so that one says nothing).
 */
export function useXlsxDownload(fetchFile: () => Promise<Blob>, fileName: string) {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setDownloading(true);
    setError(null);
    try {
      saveFile(await fetchFile(), fileName);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 401 ? null : "The spreadsheet could not be downloaded. Please try again.");
    } finally {
      setDownloading(false);
    }
  };
  const button = (disabled: boolean) => (
    <Button variant="light" onClick={() => void download()} loading={downloading} disabled={disabled}>
      Download xlsx
    </Button>
  );
  const alert = error && (
    <Alert color="red" mb="sm" withCloseButton onClose={() => setError(null)}>
      {error}
    </Alert>
  );
  return { button, alert };
}
