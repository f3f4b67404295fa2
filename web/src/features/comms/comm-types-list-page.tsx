import { Button, Stack, TextInput } from "@mantine/core";
import { useState, type CSSProperties } from "react";
import { Link } from "wouter";
import { api } from "@/api/client";
import { latestMark } from "@/shared/freshness/freshness";
import { FreshnessMark, MarkUpdatedButton } from "@/shared/freshness/freshness-mark";
import { FilterBar } from "@/shared/list/filter-bar";
import { RecordTable } from "@/shared/list/record-table";
import { useDelete } from "@/shared/list/use-delete";
import { useListFilters } from "@/shared/list/use-list-filters";
import { usePagedList } from "@/shared/list/use-paged-list";
import { PageHeader } from "@/shared/ui/page-header";
import type { CommTypeRecord } from "./api/types";
import { CommChip } from "./comm-chip";

/** When a comm type was last marked updated, and the button that marks it now. */
function CommTypeMark({ type }: { type: CommTypeRecord }) {
  const [mine, setMine] = useState<{ data: string; user: string | null } | null>(null);
  const mark = latestMark([
    ...(type.atualizado_data ? [{ data: type.atualizado_data, user: type.atualizador?.name ?? null }] : []),
    ...(mine ? [mine] : []),
  ]);
  return (
    <Stack gap={4} align="flex-start">
      <FreshnessMark stamp={mark?.data} by={mark?.user} subject={`Comm type ${type.name}`} />
      <MarkUpdatedButton
        subject={`comm type ${type.name}`}
        onMark={async () => {
          const res = await api("/cargas_tipos/{id}/atualizar", {
            method: "POST",
            params: { id: type.id },
            body: { atualizar: true },
          });
          setMine({ data: res.atualizado_data, user: res.atualizador.name });
          return res;
        }}
      />
    </Stack>
  );
}

/** A comm type's chip of comms can be taller than its other cells, which stay at the top of the row. */
const TOP_ALIGNED: CSSProperties = { verticalAlign: "top" };

/**
 * Comm types, each with a collapsible chip of its comms and when it was last marked updated (spec.md: Comm types list).
 */
export function CommTypesListPage() {
  const filters = useListFilters({ name: "", carga: "" });
  const list = usePagedList("comm-types", "/cargas_tipos", filters.page, {
    "with[]": "cargas",
    ...filters.debounced,
  });
  const remove = useDelete("comm-types", "/cargas_tipos");

  return (
    <>
      <PageHeader title="Comm">
        <Button component={Link} href="/cargas_tipos/adicionar">
          New Comm type
        </Button>
      </PageHeader>
      <FilterBar fetching={list.isFetching}>
        <TextInput label="Comm type" {...filters.input("name")} />
        <TextInput label="Comm" {...filters.input("carga")} />
      </FilterBar>
      <RecordTable
        list={list}
        label="Comm types"
        headers={["Comm type", "Comms", "Updated"]}
        cells={(type) => [type.name, <CommChip comms={type.cargas} />, <CommTypeMark type={type} />]}
        emptyText="No comms found"
        onPageChange={filters.setPage}
        noun="comm"
        editPath="/cargas_tipos/editar"
        onDelete={remove.mutate}
        rowStyle={TOP_ALIGNED}
      />
    </>
  );
}
