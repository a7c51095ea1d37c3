import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { localePartsPlugin } from "./tools/locale-parts-plugin";

const apiPort = process.env.API_PORT ?? "3000";

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [
    react(),
    tailwindcss(),
    localePartsPlugin({ languages: ["en", "es", "fr", "pt-BR"], localesDir: path.resolve(import.meta.dirname, "src/web/i18n/locales") }),
  ],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: 5173,
    proxy: { "/api": `http://localhost:${apiPort}` },
  },
});
