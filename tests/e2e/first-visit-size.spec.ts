// The first-visit budget, checked on every `npm test` from the build itself (no browser): what a
// cold visit to each public entry page downloads, read from Vite's manifest of the build under
// test, gzipped as the server sends it. The benchmark (bench/first-visit-size.ts) measures the
// same pages in a browser; both take their pages and budget from bench/support/first-visit.ts.
import { expect, test } from "@playwright/test";
import {
  BUDGET_KB,
  firstVisitFromManifest,
  firstVisitTable,
  isWithinBudget,
  kb,
} from "../../bench/support/first-visit";

test("each public entry page's first visit downloads at most the budget of JS and CSS", () => {
  const visits = firstVisitFromManifest(process.env.WEB_DIST_DIR ?? "dist/web");
  const table = firstVisitTable(visits);
  test.info().annotations.push({ type: "first-visit size", description: `\n${table}` });
  const over = visits.filter((visit) => !isWithinBudget(visit)).map((visit) => `${visit.path}: ${kb(visit.total)} kB`);
  expect(over, `over ${BUDGET_KB} kB (gzip), counted from the build's manifest:\n${table}\n`).toEqual([]);
});
