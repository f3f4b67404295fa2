import { Button, Group, Text } from "@mantine/core";
import { useState } from "react";
import { notifySuccess } from "@/shared/notify";
import { exactTime, isToday, markText, parseTimestamp, pastMarkText } from "./freshness";
import { useNow } from "./use-now";
import "./freshness.css";

interface FreshnessMarkProps {
  /** When it was last marked updated (server timestamp), or null. */
  stamp: string | null | undefined;
  /** Who marked it. */
  by: string | null | undefined;
  /** What the mark is of (the title's prefix): `Terminal North`, `Santos, Fertilizer`. */
  subject: string;
  size?: "xs" | "sm";
  /** A past board's instant (ISO): the mark as it stood then, at its exact time, judged against that day. */
  asOf?: string | null;
  /** The port's time zone: "today" is its day there (a wall in Manaus, a reader in São Paulo). */
  timeZone?: string;
}

/**
 * "Updated 2 h ago by Ana", ticking; the exact time in its title. A mark
 * that is not from today says so in words ("Never marked updated" when there is none), on a pale amber
 * ground with dark text (over 7:1), not by colour alone. On a past board
 * (`asOf`) the mark as it stood then, at its exact time, against that day.
 */
export function FreshnessMark({ stamp, by, subject, size = "xs", asOf = null, timeZone }: FreshnessMarkProps) {
  const ticking = useNow();
  const now = asOf ? new Date(asOf) : ticking;
  const at = parseTimestamp(stamp);
  const today = isToday(at, now, timeZone);
  const text = asOf ? pastMarkText(stamp, by) : markText(stamp, by, now);
  // Never marked: the words alone say it is not fresh, in the stale style (one badge, not two).
  if (!at)
    return (
      <Text size={size} component="span" className="freshness freshness-stale" fw={700} data-stale>
        {text}
      </Text>
    );
  return (
    <Group
      gap={6}
      wrap="wrap"
      style={{ rowGap: 0 }}
      className="freshness"
      data-fresh={today || undefined}
      data-stale={!today || undefined}
    >
      <Text size={size} component="span" title={at ? `${subject}: ${exactTime(at)}` : undefined}>
        {text}
      </Text>
      {!today && (
        <Text size={size} component="span" className="freshness-stale" fw={700}>
          {asOf ? "Not updated that day" : "Not updated today"}
        </Text>
      )}
    </Group>
  );
}

/** "Mark as updated": one click, no question; busy while the request runs, then the success notice. */
export function MarkUpdatedButton({
  onMark,
  subject,
}: {
  onMark: () => Promise<{ message?: string } | unknown>;
  subject: string;
}) {
  const [busy, setBusy] = useState(false);
  const mark = async () => {
    setBusy(true);
    try {
      const res = await onMark();
      const message =
        res && typeof res === "object" && "message" in res && typeof res.message === "string"
          ? res.message
          : "Updated successfully!";
      notifySuccess(message);
    } catch {
      // The request layer has already shown the error.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="compact-xs"
      variant="light"
      loading={busy}
      onClick={() => void mark()}
      aria-label={`Mark as updated: ${subject}`}
    >
      Mark as updated
    </Button>
  );
}
