import { Card, Code, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { DateInput } from "@/shared/inputs/date-input";

/** One date input and the ISO value it produced. */
function DateProbe({ label }: { label: string }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="xs">
        <DateInput label={label} value={value} onChange={setValue} />
        <Text size="sm">
          Parsed value: <Code data-testid={`${label} value`}>{value ?? "empty"}</Code>
        </Text>
      </Stack>
    </Card>
  );
}

/** /inputdate/test: two date inputs showing the values they parse (admin tool to try the date rules). */
export function InputDateTestPage() {
  return (
    <>
      <Title order={2} mb="md">
        Input date test
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <DateProbe label="First date" />
        <DateProbe label="Second date" />
      </SimpleGrid>
    </>
  );
}
