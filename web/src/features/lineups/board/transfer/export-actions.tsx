import { lineupsFileName, MESSAGES } from "@lineup/shared";
import { Button, Menu, Modal, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ApiError } from "@/api/client";
import { notifyError, notifySuccess } from "@/shared/notify";
import { notifySaveFailure } from "@/shared/server-errors";
import { saveFile } from "@/shared/save-file";
import { confirmYesNo } from "@/shared/ui/confirm";
import { useDownloadLineups, useSendLineupsByEmail, type ExportScope } from "../api/export-lineups";
import type { BoardFilters } from "../api/types";
import { ImportSpreadsheetForm } from "./import-sheet-form";
import { asOfWords } from "../history/past-board";
import { SubmitRow } from "@/shared/ui/submit-row";

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
        <SubmitRow text="Send" pending={send.isPending} />
      </Stack>
    </form>
  );
}
