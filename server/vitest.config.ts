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
  },
});
