import { MESSAGES } from "@lineup/shared";
import { Button, Group, Menu, Modal, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ApiError } from "@/api/client";
import { notifyError, notifySuccess } from "@/shared/notify";
import { notifySaveFailure } from "@/shared/server-errors";
import { confirmYesNo } from "@/shared/ui/confirm";
import { useDownloadLineups, useSendLineupsByEmail, type ExportScope } from "./api/export-lineups";
import type { BoardFilters } from "./api/types";

const FILE_NAME = "lineups.xlsx";
/** Loose on purpose: the server checks the address properly; this only catches typing slips before sending. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Hands the spreadsheet to the browser as a download named lineups.xlsx. */
function saveSpreadsheet(file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = FILE_NAME;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; give them time before freeing it.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function notifyDownloadFailure(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) return; // the client already ended the session
  if (error instanceof ApiError && error.status === 403) notifyError(MESSAGES.forbidden);
  else notifyError("The spreadsheet could not be downloaded. Please try again.");
}

interface ExportActionsProps {
  /** The board's current filters; the export covers what they select. */
  filters: BoardFilters;
  scope: ExportScope;
  /** The button's text: 'Export' on a terminal, 'Export All Lineups' on a port. */
  label: string;
}

/**
 * The export menu of a terminal or of the chosen ports: download the
 * spreadsheet (asking first whether to include agencies) or send it by e-mail.
 */
export function ExportActions({ filters, scope, label }: ExportActionsProps) {
  const download = useDownloadLineups();
  const [emailOpen, setEmailOpen] = useState(false);

  const startDownload = (withAgencies: boolean) => {
    notifySuccess(MESSAGES.downloadStarting);
    download.mutate({ filters, scope, withAgencies }, { onSuccess: saveSpreadsheet, onError: notifyDownloadFailure });
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
      <Modal opened={emailOpen} onClose={() => setEmailOpen(false)} title="Export Lineups">
        <ExportEmailForm filters={filters} scope={scope} onSent={() => setEmailOpen(false)} />
      </Modal>
    </>
  );
}

interface EmailInput {
  email: string;
}

/** The Export Lineups modal's body: a required e-mail and Send. Mounted afresh each time the modal opens. */
function ExportEmailForm({ filters, scope, onSent }: { filters: BoardFilters; scope: ExportScope; onSent: () => void }) {
  const send = useSendLineupsByEmail();
  const { register, handleSubmit, setError, formState } = useForm<EmailInput>({ defaultValues: { email: "" } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await send.mutateAsync({ filters, scope, email });
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
