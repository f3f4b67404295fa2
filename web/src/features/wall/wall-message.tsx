import { Box, Center, Text, Title } from "@mantine/core";
import { FullScreen } from "./wall-full-screen";

/** A full-screen message readable from across a room: white on dark red. */
export function WallMessage({ title, text }: { title: string; text: string }) {
  return (
    <FullScreen>
      <Center h="100vh" p="xl">
        <Box role="alert" bg="red.9" c="white" p="xl" maw={1100} style={{ borderRadius: 12 }}>
          <Title order={1} fz={48} mb="md">
            {title}
          </Title>
          <Text fz={32}>{text}</Text>
        </Box>
      </Center>
    </FullScreen>
  );
}
