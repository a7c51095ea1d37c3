// @vitest-environment happy-dom
// Contract test of React's private fiber key, which the browser tests read to know a server-rendered
// page has hydrated (tests/e2e/support/hydration.ts; see docs/performance.md).
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

describe("React's fiber key (tests/e2e/support/hydration.ts)", () => {
  it("appears on an element once React has hydrated it, and not before", async () => {
    const why =
      "library internal changed: tests/e2e/support/hydration.ts relies on it; check the key react-dom puts on " +
      "the DOM nodes it owns (`__reactFiber$…`, internalInstanceKey in react-dom-client) and update waitForHydration";
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const page = <h1>Explore</h1>;
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    const heading = container.querySelector("h1")!;
    const hasFiber = () => Object.keys(heading).some((key) => key.startsWith("__reactFiber"));
    expect(hasFiber(), why).toBe(false);
    const root = await act(async () => hydrateRoot(container, page));
    expect(hasFiber(), why).toBe(true);
    act(() => root.unmount());
  });
});
