// Lighthouse (mobile, simulated slow 4G) on the four public pages, against the real server with
// demo data and the built web app, on Debian's Chromium. Budget per page, on the median of
// three runs: performance score >= 98 and Largest Contentful Paint <= 1.5 s.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { runAsScript } from "./support/run-as-script";
import { startBenchServer } from "./support/server";

const PAGES = ["/", "/explore", "/influencer/maya_strong", "/subscription/maya_strong"];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const MIN_SCORE = 98;
const MAX_LCP_MS = 1_500;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function lighthouseScores(): Promise<boolean> {
  const server = await startBenchServer({ webDistDir: process.env.WEB_DIST_DIR ?? "dist/web" });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const rows = [];
    let isWithinBudget = true;
    for (const page of PAGES) {
      const scores: number[] = [];
      const lcps: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${server.url}${page}`, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error" });
        if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
        scores.push(Math.round((result.lhr.categories.performance?.score ?? 0) * 100));
        lcps.push(result.lhr.audits["largest-contentful-paint"]?.numericValue ?? Infinity);
      }
      const score = median(scores);
      const lcp = median(lcps);
      const ok = score >= MIN_SCORE && lcp <= MAX_LCP_MS;
      if (!ok) isWithinBudget = false;
      rows.push({ page, "score (median)": score, scores: scores.join(" "), "LCP ms (median)": Math.round(lcp), ok: ok ? "yes" : "NO" });
    }
    console.table(rows);
    console.log(`Lighthouse mobile, ${RUNS} runs per page; budget score >= ${MIN_SCORE}, LCP <= ${MAX_LCP_MS} ms`);
    return isWithinBudget;
  } finally {
    chrome.kill();
    await server.stop();
  }
}

runAsScript(import.meta.url, lighthouseScores);
