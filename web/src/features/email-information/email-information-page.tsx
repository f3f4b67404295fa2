import { Title } from "@mantine/core";

/** Interim screen: replaced by the feature's real page. */
export function EmailInformationPage() {
  return <Title order={2}>Email Information</Title>;
}
