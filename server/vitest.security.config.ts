import { defineConfig } from "vitest/config";

/**
 * The adversarial suite (`pnpm test:security`): authorization matrix, fuzzing,
 * faults, races and load. `SECURITY_QUICK=1` runs its short CI version.
 */
export default defineConfig({
  test: {
    include: ["test/security/**/*.test.ts"],
    testTimeout: 900_000,
    globalSetup: ["test/pglite-template.ts"],
    hookTimeout: 120_000,
    // Load and fault tests measure the server: one file at a time.
    maxWorkers: 1,
    fileParallelism: false,
  },
});
