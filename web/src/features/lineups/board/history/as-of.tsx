import { Alert, Button, Group, Switch, Text, TextInput } from "@mantine/core";
import dayjs from "dayjs";
import { useRef, useState, type FormEvent } from "react";
import { ApiError } from "@/api/client";
import { DateInput } from "@/shared/inputs/date-input";
import { asOfWords } from "./past-board";

/** A 24-hour time, seconds optional. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
/** Typed digits as `hh:mm:ss`: the colons come by themselves. */
const asClock = (typed: string) =>
  typed
    .replace(/\D/g, "")
    .slice(0, 6)
    .replace(/(\d{2})(?=\d)/g, "$1:");

interface AsOfPickerProps {
  asOf: string | null;
  onChange: (asOf: string | null) => void;
}

/**
 * The Filters drawer's "As of": a day (DD/MM/YYYY, as every date on the board) and a
 * 24-hour time, to the second if wanted (none: the end of that day, or now for today).
 * Show puts the board as it stood then in the address (`?as_of=`), read-only; no day
 * goes back to the live board.
 */
export function AsOfPicker({ asOf, onChange }: AsOfPickerProps) {
  // The day is also kept in a ref: Enter in its field commits it and submits the form in one go.
  const day = useRef(asOf ? dayjs(asOf).format("YYYY-MM-DD") : null);
  const [dayValue, setDayValue] = useState(day.current);
  const [time, setTime] = useState(asOf ? dayjs(asOf).format("HH:mm:ss") : "");
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!day.current) {
      setError(null);
      onChange(null);
      return;
    }
    if (time && !TIME.test(time)) return setError("Enter the time as hh:mm or hh:mm:ss, 24-hour.");
    const now = dayjs();
    const endOfDay = dayjs(`${day.current}T23:59:59`);
    const when = time
      ? dayjs(`${day.current}T${time.length === 5 ? `${time}:00` : time}`)
      : endOfDay.isAfter(now)
        ? now
        : endOfDay;
    if (!when.isValid()) return setError("Enter a date and time.");
    if (when.isAfter(now)) return setError("Choose a time in the past.");
    setError(null);
    onChange(when.toDate().toISOString());
  };
  return (
    <form onSubmit={submit} aria-label="Show the line-up as of a past time">
      <Group gap={4} align="start" wrap="nowrap">
        <DateInput
          label="As of"
          description="The line-up as it stood then, read-only"
          value={dayValue}
          onChange={(v) => {
            day.current = v;
            setDayValue(v);
          }}
        />
        <TextInput
          label="Time"
          description="24-hour"
          placeholder="hh:mm:ss"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          size="sm"
          w={100}
          value={time}
          onChange={(e) => setTime(asClock(e.currentTarget.value))}
          error={error}
        />
        <Button type="submit" variant="default" size="sm" mt={42}>
          Show
        </Button>
      </Group>
    </form>
  );
}

interface AsOfBannerProps {
  asOf: string;
  /** Why the past board could not be shown (the server's words), if it could not. */
  error: unknown;
  compare: boolean;
  onCompareChange: (on: boolean) => void;
  onBackToLive: () => void;
}

/** The banner over a past board: what it shows, that it is read-only, the compare switch, and the way back. */
export function AsOfBanner({ asOf, error, compare, onCompareChange, onBackToLive }: AsOfBannerProps) {
  const refused =
    error instanceof ApiError
      ? (error.body.errors?.as_of?.[0] ?? error.message)
      : error
        ? "The line-up of that time could not be loaded."
        : null;
  return (
    <Alert
      color={refused ? "red" : "yellow"}
      variant="light"
      role={refused ? "alert" : "status"}
      aria-label="Past line-up"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" fw={500}>
          {refused ?? `Showing the line-up as it stood on ${asOfWords(asOf)} — read-only.`}
        </Text>
        <Group gap="md">
          {!refused && (
            <Switch
              size="sm"
              label="Highlight changes since"
              checked={compare}
              onChange={(e) => onCompareChange(e.currentTarget.checked)}
            />
          )}
          <Button size="compact-sm" variant="filled" onClick={onBackToLive}>
            Back to live
          </Button>
        </Group>
      </Group>
      {compare && !refused && (
        <Text size="sm" mt={4}>
          Compared with now: changed cells are highlighted, rows gone since are struck through, and rows added since are
          listed above their table.
        </Text>
      )}
    </Alert>
  );
}
