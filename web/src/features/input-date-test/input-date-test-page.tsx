import { Title } from "@mantine/core";

/** Interim screen: replaced by the feature's real page. */
export function InputDateTestPage() {
  return <Title order={2}>Input date test</Title>;
}
