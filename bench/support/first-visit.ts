// The first-visit budget in one place: the public entry pages, the budget, and what a cold visit to
// each downloads as read from the build itself (Vite's manifest in dist/web/.vite). Used by the
// benchmark (bench/first-visit-size.ts, which measures the same pages in a browser) and by the
// check in `npm test` (tests/e2e/first-visit-size.spec.ts), which needs no browser.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The budget, in kB of 1,000 bytes as Vite reports sizes. */
export const BUDGET_KB = 120;

/**
 * The pages a visitor lands on, each with its lazily loaded module as Vite's manifest names it
 * (the same names as src/web/entry-server.tsx's `pages`).
 */
export const FIRST_VISIT_PAGES = [
  { path: "/", module: "pages/home-page.tsx" },
  { path: "/explore", module: "features/creators/explore-page.tsx" },
  { path: "/influencer/maya_strong", module: "pages/creator-profile-page.tsx" },
] as const;

export const kb = (bytes: number) => (bytes / 1000).toFixed(1);

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export interface CountedFile {
  /** The URL path, or a description of inline content. */
  url: string;
  kind: "js" | "css";
  /** Bytes as sent: the build's precompressed .gz when there is one, as the server sends it. */
  bytes: number;
  /** How it was sent, when measured (the benchmark). */
  encoding?: string;
}

export interface FirstVisit {
  path: string;
  files: CountedFile[];
  js: number;
  css: number;
  total: number;
}

/** The stylesheet links of index.html: a server-rendered page has them inline (src/server/ssr/document.ts). */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g;

/**
 * What a cold first visit to each page downloads, from the build in `webDistDir`: the entry and
 * the chunks it imports, /boot.js, the page's lazy chunk and the chunks it imports, any stylesheet
 * of those chunks, and the entry's stylesheet inline in the HTML (as its gzip at level 9).
 */
export function firstVisitFromManifest(webDistDir: string): FirstVisit[] {
  const manifestPath = path.join(webDistDir, ".vite", "manifest.json");
  if (!existsSync(manifestPath))
    throw new Error(`no ${manifestPath}: build the web app first (npm run build), with build.manifest on`);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
  const indexHtml = readFileSync(path.join(webDistDir, "index.html"), "utf8");
  const inlineHrefs = new Set([...indexHtml.matchAll(STYLESHEET_LINK)].map((match) => match[1]!));
  const inlineCss = [...inlineHrefs].map((href) => readFileSync(path.join(webDistDir, href), "utf8")).join("");

  const sentBytes = (file: string) => {
    const full = path.join(webDistDir, file);
    return existsSync(`${full}.gz`) ? statSync(`${full}.gz`).size : statSync(full).size;
  };
  const entries = Object.values(manifest).filter((chunk) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in ${manifestPath}, found ${entries.length}`);

  return FIRST_VISIT_PAGES.map(({ path: pagePath, module }) => {
    const page = manifest[module];
    if (!page)
      throw new Error(
        `${module} (${pagePath}) is not in ${manifestPath}: update FIRST_VISIT_PAGES (bench/support/first-visit.ts)`,
      );
    const files: CountedFile[] = [];
    const seen = new Set<string>();
    const count = (file: string, kind: CountedFile["kind"]) => {
      if (seen.has(file) || inlineHrefs.has(`/${file}`)) return;
      seen.add(file);
      files.push({ url: `/${file}`, kind, bytes: sentBytes(file) });
    };
    const visit = (chunk: ManifestChunk | undefined) => {
      if (!chunk || seen.has(chunk.file)) return;
      count(chunk.file, "js");
      for (const css of chunk.css ?? []) count(css, "css");
      for (const key of chunk.imports ?? []) visit(manifest[key]);
    };
    visit(entries[0]);
    count("boot.js", "js");
    visit(page);
    if (inlineCss)
      files.push({
        url: "(inline <style> in the HTML)",
        kind: "css",
        bytes: gzipSync(inlineCss, { level: 9 }).byteLength,
      });
    const sum = (kind: CountedFile["kind"]) =>
      files.filter((f) => f.kind === kind).reduce((total, f) => total + f.bytes, 0);
    return { path: pagePath, files, js: sum("js"), css: sum("css"), total: sum("js") + sum("css") };
  });
}

export const isWithinBudget = (visit: { total: number }) => visit.total <= BUDGET_KB * 1000;

/** A table of the pages' totals, then each page's files, largest first. */
export function firstVisitTable(visits: FirstVisit[]) {
  const rows = visits.map((visit) => [
    visit.path,
    kb(visit.js),
    kb(visit.css),
    kb(visit.total),
    String(visit.files.length),
    isWithinBudget(visit) ? "ok" : "OVER",
  ]);
  const header = ["page", "JS kB", "CSS kB", "total kB", "files", `budget ${BUDGET_KB} kB`];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  const lines = [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)];
  for (const visit of visits) {
    lines.push("", `${visit.path}:`);
    for (const file of [...visit.files].sort((a, b) => b.bytes - a.bytes))
      lines.push(
        `  ${kb(file.bytes).padStart(6)} kB  ${file.encoding ? `${file.encoding.padEnd(8)} ` : ""}${file.url}`,
      );
  }
  return lines.join("\n");
}
