import { Center, Group, Image, Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import logo from "./logo.svg";

/** Guest screens: logo and product header above a centred card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Stack w="100%" maw={440}>
        <Group justify="center" gap="sm">
          <Image src={logo} alt="Line-up board logo" w={48} h={48} />
          <Title order={1} size="h2">
            Line-up board
          </Title>
        </Group>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          {children}
        </Paper>
      </Stack>
    </Center>
  );
}
