import { defineConfig } from "vitest/config";

export default defineConfig({
  root: ".",
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/fuzz/**/*.test.ts", "tests/docs/**/*.test.ts", "tests/structure/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/setup-file.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
