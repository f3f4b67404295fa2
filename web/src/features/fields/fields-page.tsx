import { Title } from "@mantine/core";

/** Interim screen: replaced by the feature's real page. */
export function FieldsPage({ tipo }: { tipo: string }) {
  return <Title order={2}>{tipo}</Title>;
}
