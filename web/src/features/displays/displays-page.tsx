import { Title } from "@mantine/core";

/** Interim screen: replaced by the feature's real page. */
export function DisplaysPage() {
  return <Title order={2}>Displays</Title>;
}
