import { Title } from "@mantine/core";

/** Interim screen: replaced by the feature's real page. */
export function LineupsBoardPage() {
  return <Title order={2}>Line-ups</Title>;
}
