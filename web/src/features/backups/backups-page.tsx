import { Alert, Button, Table, Text } from "@mantine/core";
import { ItemsTable } from "@/shared/list/items-table";
import { ListState } from "@/shared/list/list-footer";
import { PageHeader } from "@/shared/ui/page-header";
import { useFileDownload } from "@/shared/use-file-download";
import { downloadBackup, takeBackup, useBackups, type BackupFile } from "./api/backups";
import { fileSize } from "./file-size";

const when = (iso: string) => new Date(iso).toLocaleString("en-GB", { dateStyle: "short", timeStyle: "short" });

/** Backups: take one now, and the scheduled ones (BACKUP_AT) with their size and time, for the admin. */
export function BackupsPage() {
  const list = useBackups();
  const download = useFileDownload("The backup could not be downloaded. Please try again.");
  const files: BackupFile[] = list.data?.data ?? [];
  const failure = list.data?.last_failure;
  return (
    <>
      <PageHeader title="Backups">
        <Button
          loading={download.busy === "now"}
          disabled={download.busy !== null}
          onClick={() => void download.run("now", takeBackup, "lineup-backup.ndjson.gz")}
        >
          Download a backup now
        </Button>
      </PageHeader>
      <Text mb="md" c="dimmed">
        A backup holds every line-up with its history, the users and the uploaded photos; `pnpm db:restore` puts it back
        (docs/OPERATIONS.md). On the embedded database, saves wait while a backup is read.
      </Text>
      {download.error && (
        <Alert color="red" mb="md" withCloseButton onClose={download.clearError}>
          {download.error}
        </Alert>
      )}
      {failure && (
        <Alert color="red" mb="md" title={`The scheduled backup of ${when(failure.at)} failed`}>
          {failure.message} The next one is tried at its time; the server's log has the details.
        </Alert>
      )}
      {list.data && (
        <Text mb="sm">
          {list.data.schedule
            ? `Scheduled backups: ${list.data.schedule}, the newest ${list.data.keep} kept.`
            : "Scheduled backups are off (set BACKUP_AT to take one every day)."}
        </Text>
      )}
      <ItemsTable
        striped
        actionsColumn
        label="Scheduled backups"
        headers={["Taken", "Size", "File"]}
        items={files}
        row={(f) => (
          <Table.Tr key={f.name}>
            <Table.Td>{when(f.created_at)}</Table.Td>
            <Table.Td>{fileSize(f.size)}</Table.Td>
            <Table.Td>{f.name}</Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="light"
                aria-label={`Download ${f.name}`}
                loading={download.busy === f.name}
                disabled={download.busy !== null}
                onClick={() => void download.run(f.name, () => downloadBackup(f.name), f.name)}
              >
                Download
              </Button>
            </Table.Td>
          </Table.Tr>
        )}
      />
      <ListState
        pending={list.isPending}
        empty={list.isSuccess && files.length === 0}
        emptyText="No scheduled backup yet"
      />
    </>
  );
}
