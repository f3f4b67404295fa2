import { formatLineupDate, MESSAGES, isOneOf } from "@lineup/shared";
import { Alert, Button, Group, SegmentedControl, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useState } from "react";
import { answered, NOT_REACHED } from "@/api/client";
import { DateInput } from "@/shared/inputs/date-input";
import { notifySuccess } from "@/shared/notify";
import { setLineupDate, type DateField } from "../api/mark-updated";
import type { LineupRow } from "../api/types";

const LABELS: Record<DateField, string> = { eta: "ETA", etb: "ETB", etc: "ETC" };
const DATE_FIELDS = ["eta", "etb", "etc"] as const satisfies readonly DateField[];
const isDateField = isOneOf(DATE_FIELDS);

const days = (n: number | null) => (n === null ? "-" : `${n} ${Math.abs(n) === 1 ? "day" : "days"}`);

/**
 * One date of a saved row, set on its own (`POST /lineups/{id}/data`): the
 * answer's waiting time shows in the modal. The row's version goes with it, so
 * a date someone changed meanwhile is refused (and the typed date kept).
 */
function RowDateForm({ row }: { row: LineupRow }) {
  const [campo, setCampo] = useState<DateField>("etb");
  const [values, setValues] = useState<Record<DateField, string | null>>({ eta: row.eta, etb: row.etb, etc: row.etc });
  const [version, setVersion] = useState(row.version);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ campo: DateField; data: string | null; espera: number | null } | null>(null);

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await setLineupDate(row.id, campo, values[campo], version);
      setVersion(res.version);
      setValues((v) => ({ ...v, [campo]: res.data }));
      setSaved({ campo, data: res.data, espera: res.espera });
      notifySuccess(MESSAGES.updated);
    } catch (e) {
      if (!answered(e)) setError(NOT_REACHED.write);
      else if (e.status === 422) setError(Object.values(e.body.errors ?? {})[0]?.[0] ?? MESSAGES.checkForm);
      else if (e.status === 409)
        setError(
          `Someone changed this row's ${LABELS[campo]} meanwhile: close, look at the row again, and retry. ` +
            `Your date is kept here.`,
        );
      else if (e.status === 403) setError(MESSAGES.forbidden);
      else if (e.body.message && e.status !== 401) setError(e.body.message);
      else if (e.status !== 401) setError(MESSAGES.systemError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <SegmentedControl
        value={campo}
        onChange={(v) => {
          if (isDateField(v)) setCampo(v);
          setSaved(null);
        }}
        data={DATE_FIELDS.map((f) => ({ value: f, label: LABELS[f] }))}
        aria-label="Which date"
      />
      <DateInput
        key={campo}
        label={LABELS[campo]}
        value={values[campo]}
        onChange={(v) => setValues((all) => ({ ...all, [campo]: v }))}
      />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {saved && (
        <Text size="sm" role="status">
          {`${LABELS[saved.campo]} ${saved.data ? formatLineupDate(saved.data) : "cleared"}` +
            ` · waiting time ${days(saved.espera)}`}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => modals.closeAll()}>
          Close
        </Button>
        <Button loading={busy} onClick={() => void save()}>
          Save date
        </Button>
      </Group>
    </Stack>
  );
}

/** Opens the one-date editor for a saved row. */
export function openRowDateEditor(row: LineupRow): void {
  modals.open({
    title: `Change a date${row.navio ? ` of ${row.navio.name}` : ""}`,
    children: <RowDateForm row={row} />,
  });
}
