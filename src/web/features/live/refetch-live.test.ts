import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { refetchLive } from "./refetch-live";

/** A server whose answer changes when `commit` is called; each fetch answers when released. */
function slowServer() {
  let committed = false;
  const pending: Array<() => void> = [];
  return {
    commit: () => (committed = true),
    release: () => pending.splice(0).forEach((resolve) => resolve()),
    fetch: () => {
      const answer = committed ? "after" : "before";
      return new Promise<string>((resolve) => pending.push(() => resolve(answer)));
    },
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("refetchLive", () => {
  it("does not lose a hint that arrives while the query's first fetch is under way", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = slowServer();
    const observer = new QueryObserver(queryClient, { queryKey: ["inbox"], queryFn: server.fetch });
    const unsubscribe = observer.subscribe(() => undefined);

    // The first fetch left before the change was committed; the hint comes while it is out.
    server.commit();
    const hinted = refetchLive(queryClient, [["inbox"]]);
    await settled();
    server.release();
    await hinted;
    server.release();
    await settled();

    expect(queryClient.getQueryData(["inbox"])).toBe("after");
    unsubscribe();
  });

  it("refetches a query that already has data", async () => {
    const queryClient = new QueryClient();
    const server = slowServer();
    const observer = new QueryObserver(queryClient, { queryKey: ["inbox"], queryFn: server.fetch });
    const unsubscribe = observer.subscribe(() => undefined);
    await settled();
    server.release();
    await settled();
    expect(queryClient.getQueryData(["inbox"])).toBe("before");

    server.commit();
    const hinted = refetchLive(queryClient, [["inbox"]]);
    await settled();
    server.release();
    await hinted;

    expect(queryClient.getQueryData(["inbox"])).toBe("after");
    unsubscribe();
  });
});
