import { Center, Loader } from "@mantine/core";
import { FullScreen } from "./wall-full-screen";

/** The wall while its display is first read. */
export function WallLoading() {
  return (
    <FullScreen>
      <Center h="100vh">
        <Loader size="xl" color="gray.0" aria-label="Loading the wall" />
      </Center>
    </FullScreen>
  );
}
