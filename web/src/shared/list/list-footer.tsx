import { Loader, Text } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { ListPager } from "./list-pager";
import type { Page } from "./use-paged-list";

/** Under a paged table: a loader while the first page loads, the list's empty text, and the pager. */
export function ListFooter<T>({ list, emptyText, onPageChange }: { list: UseQueryResult<Page<T>>; emptyText: string; onPageChange: (page: number) => void }) {
  return (
    <>
      {list.isPending && <Loader mt="md" aria-label="Loading" />}
      {list.isSuccess && list.data.data.length === 0 && (
        <Text c="dimmed" ta="center" mt="md">
          {emptyText}
        </Text>
      )}
      {list.data && <ListPager page={list.data.page} lastPage={list.data.last_page} total={list.data.total} perPage={list.data.per_page} onChange={onPageChange} />}
    </>
  );
}
