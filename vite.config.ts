import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { localePartsPlugin } from "./tools/locale-parts-plugin.ts";

const apiPort = process.env.API_PORT ?? "3000";

const shellModules = [
  /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/query-core|@tanstack\/react-query)\//,
  // lib's hooks and helpers that only signed-in pages use stay out: the shell is every visitor's download.
  /src\/web\/i18n\/|src\/web\/lib\/(?!(use-flash|use-timed-notice|use-save-feedback|error-reason|format-date)\.ts$)/,
  /src\/web\/ui\/(button|spinner|alert|avatar|icon)\.tsx$/,
  /src\/web\/app\/(account-links|language-switcher|nav-icons|error-log|device-info|use-disclosure)\.tsx?$/,
  /src\/domain\/(roles|creators|money|images|memberships)\.ts$/,
  // Small modules every public page shares: as chunks of their own they would cost more than they hold.
  /src\/web\/features\/creators\/(explore-icons|card-icons|use-viewer)\.tsx?$/,
  /src\/web\/features\/memberships\/queries\.ts$/,
  /src\/web\/ui\/load-error\.tsx$/,
  // The same kind, since issue 22 moved or split them: the cards' icons and tier badge, the creators'
  // queries, and the slots through which one feature lends a page another's component.
  /src\/web\/ui\/(card-icons|tier-badge)\.tsx$/,
  /src\/web\/features\/creators\/(queries|profile-slots)\.ts$/,
  /src\/web\/features\/content\/post-slots\.ts$/,
  // The lazy-page helper the router and the dashboards' routes share.
  /src\/web\/lazy-page\.tsx$/,
];
const isShellModule = (id: string) => shellModules.some((pattern) => pattern.test(id));

// `vite build` makes the browser's app; `vite build --ssr entry-server.tsx` (scripts/build-web.mjs)
// the module the server renders public pages with (docs/decisions/010-server-rendering.md).
export default defineConfig(({ isSsrBuild }) => ({
  root: "src/web",
  publicDir: "public",
  plugins: [
    react(),
    tailwindcss(),
    localePartsPlugin({
      languages: ["en", "es", "fr", "pt-BR"],
      localesDir: path.resolve(import.meta.dirname, "src/web/i18n/locales"),
    }),
  ],
  build: isSsrBuild
    ? { outDir: "../../dist/web/server", emptyOutDir: true, copyPublicDir: false, chunkSizeWarningLimit: 2000 }
    : {
        outDir: "../../dist/web",
        emptyOutDir: true,
        sourcemap: true,
        chunkSizeWarningLimit: 400,
        // Every browser the app supports preloads modules itself: no polyfill in the entry.
        // A lazy chunk's preload list leaves out the shell and the runtime: the entry imports both,
        // so they are loaded before any lazy import runs, and naming them in every list cost every
        // first visit bytes of the router's preload table.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file, deps) =>
            deps.filter((dep) => !/^assets\/(shell|rolldown-runtime)-[\w-]+\.js$/.test(dep)),
        },
        // Which files hold which module, so the server can preload a rendered page's chunks.
        manifest: true,
        rollupOptions: {
          output: {
            // Everything every first visit needs goes in one chunk: a dozen tiny shared chunks
            // would each cost a request and compress worse than one file (about 2 KB gzip).
            codeSplitting: {
              groups: [{ name: "shell", test: (id: string) => isShellModule(id) }],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: { "/api": `http://localhost:${apiPort}` },
  },
}));
