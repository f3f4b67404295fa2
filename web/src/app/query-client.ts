import { QueryClient } from "@tanstack/react-query";

/**
 * The app's one server-state cache (providers.tsx gives it to React; screens.tsx fills it ahead for a reload).
 * Writes are sent whatever the browser says of the network: offline, a form's save fails at once and says the server
 * could not be reached, its input kept, instead of waiting without a word for the connection (TanStack's default) and
 * going out by itself later, maybe after the person left the page. The table save keeps its own changes for then
 * (use-kept-save).
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false }, mutations: { networkMode: "always" } },
});
