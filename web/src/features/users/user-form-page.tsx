import { Title } from "@mantine/core";

/** Interim screen: replaced by the feature's real page. */
export function UserFormPage(_props: { id?: string }) {
  return <Title order={2}>User</Title>;
}
