import { Card, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A profile card that is a section named by its heading, its content stacked under it. */
export function CardSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={id}>
      <Stack>
        <Title order={3} id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
