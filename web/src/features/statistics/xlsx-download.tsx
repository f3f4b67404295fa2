import { Alert, Button } from "@mantine/core";
import { useFileDownload } from "@/shared/use-file-download";

/**
 * A statistics section's "Download xlsx": fetches the section's table as a
 * spreadsheet and saves it; says so in words when it fails (a dead session
 * already sends the person to login, so that one says nothing).
 */
export function useXlsxDownload(fetchFile: () => Promise<Blob>, fileName: string) {
  const { busy, error, clearError, run } = useFileDownload(
    "The spreadsheet could not be downloaded. Please try again.",
  );
  const download = () => run("xlsx", fetchFile, fileName);
  const button = (disabled: boolean) => (
    <Button variant="light" onClick={() => void download()} loading={busy !== null} disabled={disabled}>
      Download xlsx
    </Button>
  );
  const alert = error && (
    <Alert color="red" mb="sm" withCloseButton onClose={clearError}>
      {error}
    </Alert>
  );
  return { button, alert };
}
