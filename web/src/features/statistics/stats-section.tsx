import type { AnswerNotes } from "@lineup/shared";
import { Alert, Box, Card, Group, Loader, Text, Title } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { useMemo, type ReactNode } from "react";
import { useSearchParams } from "wouter";
import { DateInput } from "@/shared/inputs/date-input";
import { downloadStudy, useStudy, type Study, type StudyQuery } from "./api/use-study";
import { CallOriginsNote } from "./call-origins";
import { loadFailure } from "./load-failure";
import { PortCommFilters } from "./port-comm-filters";
import { useXlsxDownload } from "./xlsx-download";

/** What every section lets the person choose: a period, and ports and commodities (none: all). */
interface PeriodChoices {
  from: string;
  to: string;
  port: number[];
  comm: number[];
}

type PeriodChange = { from: string } | { to: string } | { port: number[] } | { comm: number[] };

/**
 * A section's choices, kept in the page address: `read` takes them from it, `write` puts them back beside the other
 * sections' ones. Choosing replaces the entry, so Back leaves the page instead of undoing choices one by one.
 */
export function useAddressChoices<C>(
  read: (search: URLSearchParams) => C,
  write: (current: URLSearchParams, choices: C) => URLSearchParams,
) {
  const [search, setSearch] = useSearchParams();
  const query = search.toString();
  const choices = useMemo(() => read(new URLSearchParams(query)), [read, query]);
  const choose = (change: Partial<C>) =>
    setSearch(write(new URLSearchParams(query), { ...choices, ...change }), { replace: true });
  return { choices, choose };
}

/** A study's spreadsheet for the chosen period, named `{study}-{from}-{to}.xlsx`; `empty` turns its button off. */
const studyXlsx = (study: Study, query: StudyQuery, period: { from: string; to: string }, empty: boolean) => ({
  fetch: () => downloadStudy(study, query),
  fileName: `${study}-${period.from}-${period.to}.xlsx`,
  empty,
});

/**
 * A study's answer for the chosen period (`useStudy`), and what its section's frame takes of it (`frame`, spread
 * into `StatsSection`): the answer, its spreadsheet (off while there are no rows) and where its calls came from.
 */
export function useStudySection<S extends Study>(study: S, query: StudyQuery, period: { from: string; to: string }) {
  const answer = useStudy(study, query);
  const frame = {
    answer,
    xlsx: studyXlsx(study, query, period, !answer.data?.rows.length),
    origins: answer.data?.origins,
  };
  return { answer, frame };
}

export interface StatsSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  intro: ReactNode;
  /** Put before the period inputs' names: `counts_` names them `counts_from` and `counts_to`. */
  namePrefix: string;
  choices: PeriodChoices;
  choose: (change: PeriodChange) => void;
  /** The section's own choices, between the period and the ports and commodities. */
  controls?: ReactNode;
  answer: UseQueryResult<unknown>;
  /** What the numbers are ("volumes"): the loader is "Loading volumes", a failure "The volumes could not be loaded". */
  what: string;
  /** The section's spreadsheet, and whether it would be empty (its button is then off). */
  xlsx: { fetch: () => Promise<Blob>; fileName: string; empty: boolean };
  /** Whether the answer has anything to show; when not, `emptyText` says so. */
  shown: boolean;
  emptyText: string;
  origins: AnswerNotes | undefined;
  /** The numbers (chart and table), shown when there are some. */
  children: ReactNode;
  /**
   * The height (px) the numbers usually take: kept free until the first answer comes, so that the sections below do
   * not move down when it does.
   */
  reserve: number;
}

/**
 * The frame of a statistics section: its heading and introduction, the period, the section's own choices, ports and
 * commodities, the spreadsheet download, then why there is nothing to show, or the numbers and where their calls
 * come from.
 */
export function StatsSection(props: StatsSectionProps) {
  const { id, title, intro, namePrefix, choices, choose, controls, answer } = props;
  const { what, shown, emptyText, origins, children, reserve } = props;
  const xlsx = useXlsxDownload(props.xlsx.fetch, props.xlsx.fileName);
  const filtered = choices.port.length || choices.comm.length;
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Title order={3} size="h4" id={id} mb="xs">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {intro}
      </Text>
      <Group align="flex-end" gap="sm" mb="sm" wrap="wrap">
        <DateInput
          label="From"
          name={`${namePrefix}from`}
          value={choices.from}
          onChange={(from) => from && choose({ from })}
        />
        <DateInput label="To" name={`${namePrefix}to`} value={choices.to} onChange={(to) => to && choose({ to })} />
        {controls}
        <PortCommFilters port={choices.port} comm={choices.comm} onChange={choose} />
        {xlsx.button(props.xlsx.empty || answer.isError)}
        {answer.isFetching && <Loader size="sm" aria-label={`Loading ${what}`} />}
      </Group>
      {xlsx.alert}
      {answer.isPending && <Box h={reserve} aria-hidden />}
      {answer.isError && <Alert color="red">{loadFailure(answer.error, `The ${what}`)}</Alert>}
      {!answer.isError && answer.data !== undefined && !shown && (
        <Text c="dimmed">
          {emptyText}
          {filtered ? " for the chosen ports and commodities" : ""}.
        </Text>
      )}
      {!answer.isError && shown && children}
      {!answer.isError && shown && <CallOriginsNote origins={origins} />}
    </Card>
  );
}
