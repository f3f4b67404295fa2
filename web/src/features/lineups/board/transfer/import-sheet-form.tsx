import { MESSAGES } from "@lineup/shared";
import { Alert, Button, Checkbox, FileInput, Group, List, ScrollArea, Stack, Table, Text, Title } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { answered, ApiError, NOT_REACHED } from "@/api/client";
import { notifyError, notifySuccess } from "@/shared/notify";
import { newSaveKey } from "@/shared/api/save-keys";
import type { ImportPreview, PreviewLine } from "@lineup/shared/wire/import-sheet";
import { importSummary, previewImport, useApplyImport } from "../api/import-lineups";
import { importErrorList } from "./import-errors";

/** The server's limit on the uploaded spreadsheet. */
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const XLSX_ACCEPT = ".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

interface ImportProblems {
  title: string;
  messages: string[];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const lineWords = (line: PreviewLine) =>
  [
    line.sheet_row === null ? null : `Row ${line.sheet_row}`,
    line.vessel || "(no vessel)",
    line.eta && `ETA ${line.eta}`,
  ]
    .filter(Boolean)
    .join(" · ");

/**
 * A refused preview or import in words: a 422 listed by sheet row, a 409 as the server says it; undefined for others.
 */
function problemsOf(error: unknown): ImportProblems | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 422 && error.body.errors)
    return { title: error.body.message ?? MESSAGES.checkAllLines, messages: importErrorList(error.body.errors) };
  // Someone changed lines of the sheet since the download or the preview: the server names the rows.
  if (error.status === 409) return { title: error.body.message ?? MESSAGES.systemError, messages: [] };
  return undefined;
}

/** What the preview found, field by field: the changes, the lines added, and the board's rows the sheet lacks. */
function PreviewList({
  preview,
  remove,
  onRemove,
}: {
  preview: ImportPreview;
  remove: boolean;
  onRemove: (v: boolean) => void;
}) {
  const { changed, added, missing, unchanged } = preview;
  return (
    <Stack gap="sm" aria-label="Import preview">
      <Text size="sm">
        {[
          `${plural(changed.length, "line")} changed`,
          `${added.length} added`,
          `${missing.length} on the board but not in the sheet`,
          `${unchanged} unchanged`,
        ].join(", ")}
        .
      </Text>
      <ScrollArea.Autosize mah={360} type="auto">
        <Stack gap="sm">
          {changed.length > 0 && (
            <section aria-label="Changed lines">
              <Title order={5}>Changed</Title>
              <Table withTableBorder striped fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Line</Table.Th>
                    <Table.Th>Field</Table.Th>
                    <Table.Th>Now</Table.Th>
                    <Table.Th>From the sheet</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {changed.flatMap((line) =>
                    line.fields.map((field, i) => (
                      <Table.Tr key={`${line.id}-${field.column}`}>
                        <Table.Td>{i === 0 ? lineWords(line) : ""}</Table.Td>
                        <Table.Td>{field.column}</Table.Td>
                        <Table.Td>{field.before || "—"}</Table.Td>
                        <Table.Td>{field.after || "—"}</Table.Td>
                      </Table.Tr>
                    )),
                  )}
                </Table.Tbody>
              </Table>
            </section>
          )}
          {added.length > 0 && (
            <section aria-label="Added lines">
              <Title order={5}>Added</Title>
              <List size="sm" spacing={2}>
                {added.map((line) => (
                  <List.Item key={line.sheet_row}>
                    {lineWords(line)}
                    {line.copied ? " (from another terminal's download)" : ""}
                  </List.Item>
                ))}
              </List>
            </section>
          )}
          {missing.length > 0 && (
            <section aria-label="Lines not in the sheet">
              <Title order={5}>On the board, not in the sheet</Title>
              <List size="sm" spacing={2}>
                {missing.map((line) => (
                  <List.Item key={line.id}>{lineWords(line)}</List.Item>
                ))}
              </List>
            </section>
          )}
        </Stack>
      </ScrollArea.Autosize>
      {missing.length > 0 && (
        <Checkbox
          checked={remove}
          onChange={(e) => onRemove(e.currentTarget.checked)}
          label={`Remove ${missing.length === 1 ? "this line" : `these ${missing.length} lines`} from the board`}
        />
      )}
    </Stack>
  );
}

/**
 * The Import spreadsheet modal's body: an .xlsx, then a preview of what it would change, add and
 * find missing, then Apply. A refused sheet keeps the modal open with every problem listed by row,
 * and the file chosen, so the user can fix the sheet and try again. Mounted afresh each time the modal opens.
 */
export function ImportSpreadsheetForm({ terminalId, onImported }: { terminalId: number; onImported: () => void }) {
  const apply = useApplyImport();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [problems, setProblems] = useState<ImportProblems | null>(null);
  const [preview, setPreview] = useState<(ImportPreview & { saveId: string }) | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [remove, setRemove] = useState(false);

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setFileError(null);
    setProblems(null);
    setPreview(null);
    setRemove(false);
  };
  const refused = (error: unknown) => {
    const found = problemsOf(error);
    if (found) setProblems(found);
    else if (!answered(error)) notifyError(NOT_REACHED.write);
    else if (error.status !== 401) notifyError(error.status === 403 ? MESSAGES.forbidden : MESSAGES.systemError);
  };

  const runPreview = async () => {
    // The server checks both too; catching them here spares an upload.
    if (!file || file.size > IMPORT_MAX_BYTES) {
      setFileError(file ? "The spreadsheet may not be larger than 5 MB." : "Choose an .xlsx spreadsheet.");
      return;
    }
    setProblems(null);
    setPreview(null);
    setPreviewing(true);
    try {
      setPreview({ ...(await previewImport(terminalId, file)), saveId: newSaveKey() });
    } catch (error) {
      refused(error);
    } finally {
      setPreviewing(false);
    }
  };

  const runApply = async () => {
    if (!file || !preview) return;
    setProblems(null);
    try {
      const { basis, saveId } = preview;
      const result = await apply.mutateAsync({ terminalId, file, basis, saveId, removeMissing: remove });
      onImported();
      notifySuccess(`${importSummary(result)} ${result.message}`);
    } catch (error) {
      // A stale preview is previewed again by the same button.
      setPreview(null);
      refused(error);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void (preview ? runApply() : runPreview());
  };
  const nothingToDo =
    preview !== null && !preview.changed.length && !preview.added.length && !(remove && preview.missing.length);

  return (
    <form onSubmit={onSubmit} noValidate>
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
        {!preview && (
          <Text size="sm" c="dimmed">
            Use the layout of the downloaded spreadsheet. Its lines update the calls they came from (or the same
            vessel's call with the nearest ETA) and the others are added; you see every change before it is applied.
          </Text>
        )}
        {problems && (
          <Alert color="red" title={problems.title}>
            <List size="sm" spacing={2}>
              {problems.messages.map((message, i) => (
                <List.Item key={i}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {preview && <PreviewList preview={preview} remove={remove} onRemove={setRemove} />}
        {nothingToDo && (
          <Text size="sm" role="status">
            {preview.missing.length
              ? "The sheet changes and adds nothing. Tick the box above to remove the lines it does not hold."
              : "The sheet matches the board: there is nothing to import."}
          </Text>
        )}
        <Group justify="flex-end">
          {preview ? (
            <Button type="submit" loading={apply.isPending} disabled={nothingToDo}>
              Apply changes
            </Button>
          ) : (
            <Button type="submit" loading={previewing}>
              Preview changes
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
