import { Title } from "@mantine/core";

/** Interim screen: replaced by the feature's real page. */
export function UsersListPage() {
  return <Title order={2}>Users</Title>;
}
