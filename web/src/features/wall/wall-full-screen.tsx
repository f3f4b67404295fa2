import { Box } from "@mantine/core";

/** The wall's dark screen, the whole window high. */
export function FullScreen({ children }: { children: React.ReactNode }) {
  return (
    // A dark screen in the light scheme: secondary text in a light grey that reads on it (7:1 on dark.8).
    <Box mih="100vh" bg="dark.8" c="gray.0" style={{ "--mantine-color-dimmed": "var(--mantine-color-gray-5)" }}>
      {children}
    </Box>
  );
}
