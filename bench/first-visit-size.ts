// First-visit size: the JS and CSS a visitor's browser downloads (gzip, as sent over the
// wire) on a cold cache for the public entry pages, stylesheets inlined in the server-rendered
// HTML included. Fails above the 120 KB budget.
//
// Builds nothing itself: it serves the web app already built in WEB_DIST_DIR (default
// dist/web), so run `npm run build` (or `vite build --outDir ...`) first.
import { existsSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Browser, type Response } from "playwright-core";
import { BUDGET_KB, FIRST_VISIT_PAGES, firstVisitTable, isWithinBudget } from "./support/first-visit";
import { startBenchServer } from "./support/server";
import { runAsScript } from "./support/run-as-script";

export { BUDGET_KB };

interface Download {
  url: string;
  kind: "js" | "css";
  bytes: number;
  encoding: string;
}

interface PageResult {
  path: string;
  downloads: Download[];
  js: number;
  css: number;
  total: number;
}

function kindOf(response: Response): Download["kind"] | undefined {
  const type = response.headers()["content-type"] ?? "";
  if (/javascript/.test(type)) return "js";
  if (/text\/css/.test(type)) return "css";
  return undefined;
}

/** The page's inline <style> elements, as what they add to the gzipped HTML (about their own gzip size). */
function inlineStylesheets(html: string): Download | undefined {
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("");
  if (!css) return undefined;
  return {
    url: "(inline <style> in the HTML)",
    kind: "css",
    bytes: gzipSync(css, { level: 9 }).byteLength,
    encoding: "gzip",
  };
}

async function measurePage(browser: Browser, baseUrl: string, pagePath: string): Promise<PageResult> {
  // A new context has an empty cache: every file is fetched as on a first visit.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "en-US" });
  const page = await context.newPage();
  const pending: Promise<Download | undefined>[] = [];
  page.on("response", (response) => {
    const kind = kindOf(response);
    if (!kind) return;
    pending.push(
      (async () => {
        await response.finished();
        const sizes = await response.request().sizes();
        const encoding = response.headers()["content-encoding"] ?? "identity";
        return { url: new URL(response.url()).pathname, kind, bytes: sizes.responseBodySize, encoding };
      })(),
    );
  });
  const document = await page.goto(`${baseUrl}${pagePath}`, { waitUntil: "networkidle" });
  if (!document?.ok()) throw new Error(`${pagePath} answered ${document?.status()}`);
  const inlineCss = inlineStylesheets(await document.text());
  // Lazy page chunks load after the shell; networkidle waits for them.
  await page.waitForLoadState("networkidle");
  const downloads = (await Promise.all(pending)).filter((download): download is Download => Boolean(download));
  if (inlineCss) downloads.push(inlineCss);
  await context.close();
  const sum = (kind: Download["kind"]) =>
    downloads.filter((d) => d.kind === kind).reduce((total, d) => total + d.bytes, 0);
  return { path: pagePath, downloads, js: sum("js"), css: sum("css"), total: sum("js") + sum("css") };
}

function printResults(results: PageResult[]) {
  console.log(firstVisitTable(results.map((r) => ({ ...r, files: r.downloads }))));
  const uncompressed = results.flatMap((r) => r.downloads).filter((d) => d.encoding !== "gzip" && d.bytes > 1000);
  if (uncompressed.length > 0)
    console.log(`\nwarning: ${uncompressed.length} JS/CSS files over 1 kB were sent without gzip`);
}

/** Returns whether every page is within the budget. */
export async function firstVisitSize(): Promise<boolean> {
  const webDistDir = process.env.WEB_DIST_DIR ?? "dist/web";
  if (!existsSync(path.join(webDistDir, "index.html"))) {
    throw new Error(`no built web app in ${webDistDir}: run \`npm run build\` first (or set WEB_DIST_DIR)`);
  }
  console.log(`First-visit size: JS + CSS bytes transferred (gzip) on a cold cache, web app from ${webDistDir}\n`);
  const server = await startBenchServer({ webDistDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const results: PageResult[] = [];
    for (const { path: pagePath } of FIRST_VISIT_PAGES) results.push(await measurePage(browser, server.url, pagePath));
    printResults(results);
    return results.every(isWithinBudget);
  } finally {
    await browser.close();
    await server.stop();
  }
}

runAsScript(import.meta.url, firstVisitSize);
