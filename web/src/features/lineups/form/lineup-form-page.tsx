import { Alert, Button, Center, Loader, Stack, Title } from "@mantine/core";
import { Link } from "wouter";
import { useLineup } from "./api/get-lineup";
import { useLineupOptions } from "./api/get-lineup-options";
import { LineupForm } from "./lineup-form";

/** /lineups/adicionar and /lineups/editar/{id}: the line-up form, once its options (and the row) are loaded. */
export function LineupFormPage({ id }: { id?: string }) {
  const options = useLineupOptions();
  const row = useLineup(id);
  const title = id ? "Edit line-up" : "New line-up";

  let body;
  if (options.isError) body = <Alert color="red">The form options could not be loaded. Please reload the page.</Alert>;
  else if (id && row.isError) body = <Alert color="red">Line-up not found.</Alert>;
  else if (!options.data || (id && !row.data))
    body = (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  else body = <LineupForm id={id} options={options.data} record={row.data} />;

  return (
    <Stack>
      <Title order={2}>{title}</Title>
      {body}
      {(options.isError || (id && row.isError)) && (
        <Button component={Link} href="/lineups/listar" variant="default" w="fit-content">
          See listing
        </Button>
      )}
    </Stack>
  );
}
