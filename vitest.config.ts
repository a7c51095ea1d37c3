import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";
import { localePartsPlugin } from "./tools/locale-parts-plugin.ts";

const componentTests = "src/**/*.component.test.tsx";

export default defineConfig({
  root: ".",
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "src/**/*.test.ts",
            "src/**/*.test.tsx",
            "tests/fuzz/**/*.test.ts",
            "tests/docs/**/*.test.ts",
            "tests/structure/**/*.test.ts",
          ],
          exclude: [...configDefaults.exclude, componentTests],
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/setup-file.ts"],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          pool: "forks",
        },
      },
      {
        // Several hosts on one machine under load (tests/support/topology.ts): run on its own
        // (`npm run test:topology`), as a deployment would not share its machine with the other tests.
        test: {
          name: "topology",
          include: ["tests/topology/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/setup-file.ts"],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          pool: "forks",
        },
      },
      {
        // Forms and their states in a simulated DOM, with the real English strings and the API faked
        // at fetch (tests/support/web/); no database, so no global setup.
        plugins: [
          localePartsPlugin({
            languages: ["en"],
            localesDir: path.resolve(import.meta.dirname, "src/web/i18n/locales"),
          }),
        ],
        test: {
          name: "component",
          include: [componentTests],
          environment: "happy-dom",
          setupFiles: ["tests/support/web/setup.ts"],
          testTimeout: 20_000,
          pool: "forks",
        },
      },
    ],
  },
});
