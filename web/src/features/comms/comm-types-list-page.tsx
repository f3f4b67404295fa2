import { Title } from "@mantine/core";

/** Interim screen: replaced by the feature's real page. */
export function CommTypesListPage() {
  return <Title order={2}>Comm</Title>;
}
