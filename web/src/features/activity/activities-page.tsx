import { Title } from "@mantine/core";

/** Interim screen: replaced by the feature's real page. */
export function ActivitiesPage() {
  return <Title order={2}>Activities</Title>;
}
