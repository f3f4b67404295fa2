import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { precompress } from "./build/precompress.ts";
import { sizeReport } from "./build/size-report.ts";

export default defineConfig({
  plugins: [
    react(),
    // issue 11: a first visit (the login screen) downloads at most 300 kB of gzipped JavaScript.
    sizeReport([
      { name: "login", module: "src/features/auth/login-page.tsx", maxGzipKb: 300 },
      { name: "wall", module: "src/features/wall/wall-page.tsx" },
      // For comparison: the screens that carry AG Grid and the rich-text editor.
      { name: "board", module: "src/features/lineups/board/lineups-board-page.tsx" },
      { name: "e-mail", module: "src/features/email-information/email-information-page.tsx" },
      // AG Charts: the Statistics screen's chart, a chunk of its own loaded after the table.
      { name: "charts", module: "src/features/statistics/waiting-times-chart.tsx" },
    ]),
    // issue 24: every text file also as .br and .gz, served as they are by the server.
    precompress(),
  ],
  // Features import app-wide modules as @/api, @/state, @/shared (the lint rule forbids climbing out of a feature).
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: {
    proxy: { "/api": "http://localhost:3000" },
  },
  build: { outDir: "dist", emptyOutDir: true },
});
