import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { featureZones, noComponentExports } from "./eslint/feature-boundaries.js";

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "data/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "src/server/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      // Prettier wraps code at 120 columns; this catches what it leaves: comments and hand-joined lines.
      // A line long only because of one string, template or URL stays whole, so a message can be found by grep.
      "max-len": [
        "error",
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
      // One-way dependencies: domain imports nothing of ours; web and server never import each other.
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./src/domain",
              from: ["./src/server", "./src/web"],
              message: "domain stays free of server and web code",
            },
            {
              target: "./src/web",
              from: "./src/server",
              except: ["./api-contract.ts"],
              message: "the web app talks to the server over HTTP only (its types: src/server/api-contract.ts)",
            },
            { target: "./src/server", from: "./src/web", message: "the server never imports web code" },
            {
              target: ["./src/web/ui", "./src/web/lib"],
              from: ["./src/web/features", "./src/web/pages", "./src/web/app"],
              message: "ui and lib are shared by every feature and import none",
            },
            {
              target: "./src/web/features",
              from: ["./src/web/pages", "./src/web/app"],
              message: "features do not import the app shell or page compositions",
            },
            {
              target: "./src/server/lib",
              from: "./src/server/features",
              message: "server lib is shared by every feature and imports none",
            },
            ...featureZones("src/web/features", "web"),
            ...featureZones("src/server/features", "server"),
          ],
        },
      ],
    },
  },
  {
    // Import cycles are what one-way imports rule out; features' own files included.
    files: ["src/**/*.{ts,tsx}"],
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [importX.createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["src/web/features/*/index.ts", "src/server/features/*/index.ts"],
    plugins: { boundaries: { rules: { "no-component-exports": noComponentExports } } },
    rules: { "boundaries/no-component-exports": "error" },
  },
  {
    // The web app may read the API's contract, as types only: nothing of the server reaches the bundle.
    files: ["src/web/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/api-contract"],
              allowTypeImports: true,
              message: "import the API contract with `import type`",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.mjs", "*.config.{js,ts}"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
  {
    files: ["src/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["node:*", "hono", "hono/*", "drizzle-orm", "drizzle-orm/*", "react", "react-dom"],
              message: "domain has no I/O or framework imports",
            },
          ],
        },
      ],
    },
  },
);
