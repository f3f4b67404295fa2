import { ActionIcon, Group, Tooltip } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import type { CustomHeaderProps } from "ag-grid-react";
import { useMemo } from "react";
import type { GridRow } from "./grid-rows";

/** The date columns that carry a year lock. */
export type DateField = "eta" | "etb" | "etc";

/** Year lock per date column: on, a date is typed as DD/MM and the year is filled in. */
export type YearLocks = Record<DateField, boolean>;

export const DEFAULT_YEAR_LOCKS: YearLocks = { eta: true, etb: true, etc: true };

export interface YearLockHeaderParams {
  locked: boolean;
  /** The lock shows only while rows are being edited. */
  visible: boolean;
  onToggle: () => void;
}

function LockIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="12"
      height="12"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      strokeLinecap="round"
      aria-hidden
    >
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d={open ? "M8 11V7a4 4 0 0 1 7.6-1.8" : "M8 11V7a4 4 0 0 1 8 0v4"} />
    </svg>
  );
}

/** A date column's header: its name and, in edit mode, the year-lock toggle. */
export function YearLockHeader({
  displayName,
  locked,
  visible,
  onToggle,
}: CustomHeaderProps<GridRow> & YearLockHeaderParams) {
  const hint = locked
    ? `${displayName}: type DD/MM, the year is filled in (from November on, January and February are next year). ` +
      `Click to type full dates.`
    : `${displayName}: type the full date DD/MM/YYYY. Click to lock the year.`;
  return (
    <Group gap={4} wrap="nowrap">
      <span>{displayName}</span>
      {visible && (
        <Tooltip label={hint} multiline w={260} withinPortal>
          <ActionIcon
            size="xs"
            variant={locked ? "subtle" : "light"}
            color={locked ? "gray" : "orange"}
            aria-label={`${displayName} year lock`}
            aria-pressed={locked}
            onClick={onToggle}
          >
            <LockIcon open={!locked} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

/** The operator's year locks, remembered in this browser for every terminal, and their setter. */
export function useYearLocks() {
  const [storedLocks, setYearLocks] = useLocalStorage<YearLocks>({
    key: "lineup-year-locks",
    defaultValue: DEFAULT_YEAR_LOCKS,
    getInitialValueInEffect: false,
  });
  // The same locks read again from storage are a new object: kept by value, so the columns are not rebuilt for nothing.
  const { eta, etb, etc } = storedLocks;
  const yearLocks = useMemo<YearLocks>(() => ({ eta, etb, etc }), [eta, etb, etc]);
  return [yearLocks, setYearLocks] as const;
}
