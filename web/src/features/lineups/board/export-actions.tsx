import { lineupsFileName, MESSAGES } from "@lineup/shared";
import { Alert, Button, FileInput, Group, List, Menu, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { ApiError } from "@/api/client";
import { notifyError, notifySuccess } from "@/shared/notify";
import { notifySaveFailure } from "@/shared/server-errors";
import { saveFile } from "@/shared/save-file";
import { confirmYesNo } from "@/shared/ui/confirm";
import {
  importSummary,
  useDownloadLineups,
  useImportLineups,
  useSendLineupsByEmail,
  type ExportScope,
} from "./api/export-lineups";
import type { BoardFilters } from "./api/types";
import { importErrorList } from "./import-errors";
import { asOfWords } from "./past-board";

/** Loose on purpose: the server checks the address properly; this only catches typing slips before sending. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The notice for a failed export or import (a refused sheet's 422 is listed in its modal instead). */
function notifyFailure(error: unknown, fallback: string): void {
  if (error instanceof ApiError && error.status === 401) return; // the client already ended the session
  notifyError(error instanceof ApiError && error.status === 403 ? MESSAGES.forbidden : fallback);
}

interface ExportActionsProps {
  /** The board's current filters; the export covers what they select. */
  filters: BoardFilters;
  scope: ExportScope;
  /** The button's text: 'Export' on a terminal, 'Export All Lineups' on a port. */
  label: string;
  /** Whether the user may edit this terminal, and so import a spreadsheet into it (terminal scope only). */
  canImport?: boolean;
  /** A past board's instant: the export holds the rows as they stood then, and its file is named after it. */
  asOf?: string | null;
}

/**
 * The export menu of a terminal or of the chosen ports: download the
 * spreadsheet (asking first whether to include agencies) or send it by e-mail;
 * beside it, on a terminal the user may edit, the Import spreadsheet button.
 */
export function ExportActions({ filters, scope, label, canImport = false, asOf = null }: ExportActionsProps) {
  const download = useDownloadLineups();
  const [emailOpen, setEmailOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const importTerminal = scope.type === "terminal" && canImport ? scope : null;

  const startDownload = (withAgencies: boolean) => {
    notifySuccess(MESSAGES.downloadStarting);
    download.mutate(
      { filters, scope, withAgencies, asOf },
      {
        onSuccess: (file) => saveFile(file, lineupsFileName(asOf)),
        onError: (error) => notifyFailure(error, "The spreadsheet could not be downloaded. Please try again."),
      },
    );
  };
  // Closing the question without an answer cancels the download.
  const askAndDownload = () =>
    confirmYesNo(
      "Include agencies in the spreadsheet?",
      () => startDownload(true),
      () => startDownload(false),
    );

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button size="xs" variant="light" loading={download.isPending}>
            {label}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={askAndDownload}>Download spreadsheet</Menu.Item>
          <Menu.Item onClick={() => setEmailOpen(true)}>Send by e-mail</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {/* Import brings rows in: a button of its own, not an entry of the Export menu. */}
      {importTerminal && (
        <Button size="xs" variant="light" onClick={() => setImportOpen(true)}>
          Import spreadsheet
        </Button>
      )}
      <Modal
        opened={emailOpen}
        onClose={() => setEmailOpen(false)}
        title={asOf ? `Export Lineups as of ${asOfWords(asOf)}` : "Export Lineups"}
      >
        <ExportEmailForm filters={filters} scope={scope} asOf={asOf} onSent={() => setEmailOpen(false)} />
      </Modal>
      {importTerminal && (
        <Modal
          opened={importOpen}
          onClose={() => setImportOpen(false)}
          title={`Import line-ups into ${importTerminal.terminalName}`}
        >
          <ImportSpreadsheetForm terminalId={importTerminal.terminalId} onImported={() => setImportOpen(false)} />
        </Modal>
      )}
    </>
  );
}

interface EmailInput {
  email: string;
}

/** The Export Lineups modal's body: a required e-mail and Send. Mounted afresh each time the modal opens. */
function ExportEmailForm({
  filters,
  scope,
  asOf,
  onSent,
}: {
  filters: BoardFilters;
  scope: ExportScope;
  asOf: string | null;
  onSent: () => void;
}) {
  const send = useSendLineupsByEmail();
  const { register, handleSubmit, setError, formState } = useForm<EmailInput>({ defaultValues: { email: "" } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await send.mutateAsync({ filters, scope, email, asOf });
      onSent();
      notifySuccess(MESSAGES.sent);
    } catch (error) {
      notifySaveFailure(error, setError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <TextInput
          label="E-mail"
          type="email"
          required
          autoComplete="email"
          data-autofocus
          error={formState.errors.email?.message}
          {...register("email", {
            setValueAs: (v: string) => v.trim(),
            required: "The e-mail is required.",
            pattern: { value: EMAIL_PATTERN, message: "Enter a valid e-mail address." },
          })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The server's limit on the uploaded spreadsheet. */
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const XLSX_ACCEPT = ".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

interface ImportProblems {
  title: string;
  messages: string[];
}

/**
 * The Import spreadsheet modal's body: an .xlsx and Import. A refused sheet
 * keeps the modal open with every problem listed by row, and the file chosen,
 * so the user can fix the sheet and try again. Mounted afresh each time the modal opens.
 */
function ImportSpreadsheetForm({ terminalId, onImported }: { terminalId: number; onImported: () => void }) {
  const importSheet = useImportLineups();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [problems, setProblems] = useState<ImportProblems | null>(null);

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setFileError(null);
    setProblems(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The server checks both too; catching them here spares an upload.
    if (!file || file.size > IMPORT_MAX_BYTES) {
      setFileError(file ? "The spreadsheet may not be larger than 5 MB." : "Choose an .xlsx spreadsheet.");
      return;
    }
    setProblems(null);
    try {
      const result = await importSheet.mutateAsync({ terminalId, file });
      onImported();
      notifySuccess(`${importSummary(result)} ${result.message}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.body.errors) {
        setProblems({
          title: error.body.message ?? MESSAGES.checkAllLines,
          messages: importErrorList(error.body.errors),
        });
      } else if (error instanceof ApiError && error.status === 409) {
        // Someone changed lines of the sheet since it was downloaded: the server names the rows.
        setProblems({ title: error.body.message ?? MESSAGES.systemError, messages: [] });
      } else notifyFailure(error, MESSAGES.systemError);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack>
        <FileInput
          label="Spreadsheet"
          placeholder="Choose an .xlsx file"
          accept={XLSX_ACCEPT}
          required
          clearable
          value={file}
          onChange={chooseFile}
          error={fileError}
        />
        <Text size="sm" c="dimmed">
          Use the layout of the downloaded spreadsheet; its rows are added to this terminal.
        </Text>
        {problems && (
          <Alert color="red" title={problems.title}>
            <List size="sm" spacing={2}>
              {problems.messages.map((message, i) => (
                <List.Item key={i}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={importSheet.isPending}>
            Import
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
