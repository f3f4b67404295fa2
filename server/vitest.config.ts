import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    // The adversarial suite has its own config (vitest.security.config.ts).
    exclude: [...configDefaults.exclude, "test/security/**"],
    testTimeout: 30_000,
    globalSetup: ["test/pglite-template.ts"],
    hookTimeout: 60_000,
    // Two cores in CI: each file gets its own database, two files at a time.
    maxWorkers: 2,
    // The files of a worker share its modules (each still starts its own app on its own database, and none mocks a
    // module or leaves the environment changed): PGlite's WebAssembly and the app's modules are loaded once per
    // worker, not once per file. The whole run went from 370 s to 157 s on the 2-core machine (import 156 s → 8 s).
    isolate: false,
  },
});
