import { Alert, Button, Group, Switch, Text, TextInput } from "@mantine/core";
import dayjs from "dayjs";
import { useEffect, useState, type FormEvent } from "react";
import { ApiError } from "@/api/client";
import { asOfWords } from "./past-board";

/** An instant as a `datetime-local` input shows it (local time, to the second). */
const toLocalInput = (iso: string | null) => (iso ? dayjs(iso).format("YYYY-MM-DDTHH:mm:ss") : "");

interface AsOfPickerProps {
  asOf: string | null;
  onChange: (asOf: string | null) => void;
}

/**
 * The Filters drawer's "As of" date-time: choosing a past time and pressing Show
 * puts the board as it stood then in the address (`?as_of=`), read-only.
 */
export function AsOfPicker({ asOf, onChange }: AsOfPickerProps) {
  const [text, setText] = useState(toLocalInput(asOf));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setText(toLocalInput(asOf)), [asOf]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text) {
      setError(null);
      onChange(null);
      return;
    }
    const when = dayjs(text);
    if (!when.isValid()) return setError("Enter a date and time.");
    if (when.isAfter(dayjs())) return setError("Choose a time in the past.");
    setError(null);
    onChange(when.toDate().toISOString());
  };
  return (
    <form onSubmit={submit} aria-label="Show the line-up as of a past time">
      <Group gap={4} align="end" wrap="nowrap">
        <TextInput
          type="datetime-local"
          step={1}
          label="As of"
          size="sm"
          description="The line-up as it stood then, read-only"
          style={{ flex: 1 }}
          value={text}
          max={toLocalInput(new Date().toISOString())}
          onChange={(e) => setText(e.currentTarget.value)}
          error={error}
        />
        <Button type="submit" variant="default" size="sm">
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
  const refused = error instanceof ApiError ? (error.body.errors?.as_of?.[0] ?? error.message) : error ? "The line-up of that time could not be loaded." : null;
  return (
    <Alert color={refused ? "red" : "yellow"} variant="light" role={refused ? "alert" : "status"} aria-label="Past line-up">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" fw={500}>
          {refused ?? `Showing the line-up as it stood on ${asOfWords(asOf)} — read-only.`}
        </Text>
        <Group gap="md">
          {!refused && <Switch size="sm" label="Highlight changes since" checked={compare} onChange={(e) => onCompareChange(e.currentTarget.checked)} />}
          <Button size="compact-sm" variant="filled" onClick={onBackToLive}>
            Back to live
          </Button>
        </Group>
      </Group>
      {compare && !refused && (
        <Text size="sm" mt={4}>
          Compared with now: changed cells are highlighted, rows gone since are struck through, and rows added since are listed above their table.
        </Text>
      )}
    </Alert>
  );
}
