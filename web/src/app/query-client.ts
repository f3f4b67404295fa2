import { QueryClient } from "@tanstack/react-query";

/** The app's one server-state cache (providers.tsx gives it to React; screens.tsx fills it ahead for a reload). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false } },
});
