// Test hygiene for every test file: an unexpected console.error fails the test,
// and so does a request to any host that is not this machine.
import { afterEach, beforeEach, vi } from "vitest";

const realFetch = globalThis.fetch;
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!["localhost", "127.0.0.1", "[::1]"].includes(url.hostname)) {
      return Promise.reject(new Error(`Test tried to reach an outside host: ${url.href}`));
    }
    return realFetch(input, init);
  };
});

afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    throw new Error(`Unexpected console.error:\n${consoleErrors.map((args) => args.map(String).join(" ")).join("\n")}`);
  }
});
