import { ModalsProvider } from "@mantine/modals";

/**
 * Where confirm dialogs (`modals.openConfirmModal`, the only way the app opens them) are drawn. Mounted
 * beside the routes for a logged-in user only, in a chunk of its own: the login page downloads no
 * dialog code. One host for all routes, so a dialog outlives the move between two screens.
 */
export function DialogsHost() {
  return <ModalsProvider />;
}
