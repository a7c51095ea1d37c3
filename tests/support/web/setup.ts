// Hygiene for component tests (the web's counterpart of tests/support/setup-file.ts): the real English
// strings are loaded once; each test gets a clean DOM and a faked API; an unexpected console.error,
// a missing translation or a request no test faked fails the test.
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import { initI18n, loadStrings } from "../../../src/web/i18n";
import { localeParts, type LocalePart } from "../../../src/web/i18n/parts";
import { fakeFetch, resetFakeApi, unexpectedRequests } from "./fake-api";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const realFetch = globalThis.fetch;
let complaints: string[] = [];

beforeAll(async () => {
  await initI18n("en");
  await loadStrings(...(Object.keys(localeParts) as LocalePart[]));
});

beforeEach(() => {
  complaints = [];
  resetFakeApi();
  localStorage.clear();
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    complaints.push(`console.error: ${args.map(String).join(" ")}`);
  });
  const warn = console.warn.bind(console);
  vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
    if (String(args[0]).startsWith("Missing translation")) complaints.push(String(args[0]));
    else warn(...args);
  });
  globalThis.fetch = fakeFetch;
});

afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
  const problems = [...complaints, ...unexpectedRequests().map((request) => `unfaked request: ${request}`)];
  if (problems.length > 0) throw new Error(`Component test hygiene:\n${problems.join("\n")}`);
});
