import { Title } from "@mantine/core";

/** Interim screen: replaced by the feature's real page. */
export function PortsListPage() {
  return <Title order={2}>Ports</Title>;
}
