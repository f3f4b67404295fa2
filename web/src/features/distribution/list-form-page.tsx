import { Alert, Loader, Stack, Title } from "@mantine/core";
import { useDistributionList } from "./api/get-distribution-list";
import { ListForm } from "./list-form";
import { loadFailureText } from "./load-failure";

/** `/distribution-lists/new` and `/distribution-lists/:id/edit`: the form starts once the saved list is read. */
export function ListFormPage({ id }: { id?: string }) {
  const list = useDistributionList(id);
  if (id === undefined) return <ListForm />;
  if (list.isPending) return <Loader aria-label="Loading" />;
  if (list.isError)
    return (
      <Stack>
        <Title order={2}>Edit distribution list</Title>
        <Alert color="red">{loadFailureText(list.error)}</Alert>
      </Stack>
    );
  return <ListForm list={list.data} />;
}
