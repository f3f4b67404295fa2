import { Loader, Text } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { ListPager } from "./list-pager";
import type { Page } from "./use-paged-list";

/** Under a table: a loader while it loads, then the list's empty text when it has nothing. */
export function ListState({ pending, empty, emptyText }: { pending: boolean; empty: boolean; emptyText: string }) {
  return (
    <>
      {pending && <Loader mt="md" aria-label="Loading" />}
      {empty && (
        <Text c="dimmed" ta="center" mt="md">
          {emptyText}
        </Text>
      )}
    </>
  );
}

/** Under a paged table: a loader while the first page loads, the list's empty text, and the pager. */
export function ListFooter<T>({
  list,
  emptyText,
  onPageChange,
}: {
  list: UseQueryResult<Page<T>>;
  emptyText: string;
  onPageChange: (page: number) => void;
}) {
  return (
    <>
      <ListState pending={list.isPending} empty={list.isSuccess && list.data.data.length === 0} emptyText={emptyText} />
      {list.data && (
        <ListPager
          page={list.data.page}
          lastPage={list.data.last_page}
          total={list.data.total}
          perPage={list.data.per_page}
          onChange={onPageChange}
        />
      )}
    </>
  );
}
