import { Center, Loader } from "@mantine/core";

/** Shown while a screen's chunk downloads (usually a blink; longer on a slow line). */
export function ScreenLoader() {
  return (
    <Center mih={200} role="status" aria-label="Loading">
      <Loader size="md" />
    </Center>
  );
}
