import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { MESSAGES } from "@lineup/shared";
import { answered, NOT_REACHED } from "@/api/client";
import { usePagedList } from "@/shared/list/use-paged-list";
import { notifyError, notifySuccess } from "@/shared/notify";
import { mergeFieldItem } from "./api/merge-field";
import type { FieldRecord } from "./api/save-field";
import type { FieldKind } from "./field-kinds";

const label = (r: FieldRecord) => (r.imo ? `${r.name} (IMO ${r.imo})` : r.name);

/**
 * Merges `record` (B) into the item chosen (A): B's rows and split lines name A, its history follows, its name
 * stays as another name of A for imports, and B is removed (issue 23, one name per party).
 */
export function MergeModal(props: { kind: FieldKind; listKey: string; record: FieldRecord; onClose: () => void }) {
  const { kind, listKey, record, onClose } = props;
  const [search, setSearch] = useState("");
  const [into, setInto] = useState<string | null>(null);
  const [name] = useDebouncedValue(search, 250);
  const options = usePagedList(listKey, kind.path, 1, { name });
  const queryClient = useQueryClient();
  const merge = useMutation({
    mutationFn: (target: number) => mergeFieldItem(kind.path, record.id, target),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [listKey] }),
  });
  const data = (options.data?.data ?? [])
    .filter((r) => r.id !== record.id)
    .map((r) => ({ value: String(r.id), label: label(r) }));
  const chosen = data.find((d) => d.value === into)?.label;

  const submit = async () => {
    if (into === null) return;
    try {
      const done = await merge.mutateAsync(Number(into));
      notifySuccess(
        `Merged: ${done.rows} line-up rows and ${done.split_lines} split lines now name ${chosen ?? "it"}.`,
      );
      onClose();
    } catch (error) {
      if (!answered(error)) return notifyError(NOT_REACHED.write);
      notifyError(error.body.errors?.into?.[0] ?? error.body.message ?? MESSAGES.systemError);
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Merge ${record.name} into…`}>
      <Stack>
        <Text size="sm">
          {`Every line-up row and split line naming ${record.name} will name the one you keep, its history too; ` +
            `${record.name} stays as another name of it for imported sheets, ` +
            `then is removed. This cannot be undone.`}
        </Text>
        <Select
          label="Keep"
          placeholder="Type to search"
          searchable
          data={data}
          searchValue={search}
          onSearchChange={setSearch}
          value={into}
          onChange={setInto}
          nothingFoundMessage="Nothing found"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" disabled={into === null} loading={merge.isPending} onClick={() => void submit()}>
            {chosen ? `Merge into ${chosen}` : "Merge"}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
