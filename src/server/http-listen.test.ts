import { request, Agent } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { KEEP_ALIVE_MS, LAST_REQUEST_MS, listenHttp, type HttpListener } from "./http-listen";

let listener: HttpListener | undefined;
afterEach(async () => {
  await listener?.close();
  listener = undefined;
});

function get(port: number, agent: Agent) {
  return new Promise<{ keepAlive: string | undefined }>((resolve, reject) => {
    request({ host: "127.0.0.1", port, path: "/", agent }, (response) => {
      response.resume();
      response.on("end", () => resolve({ keepAlive: response.headers["keep-alive"] as string | undefined }));
    })
      .on("error", reject)
      .end();
  });
}

describe("the HTTP listener", () => {
  it("keeps idle connections longer than a proxy's 60 s, and says so to clients", async () => {
    listener = await listenHttp((_request, response) => response.end("ok"), { port: 0, host: "127.0.0.1" });
    const agent = new Agent({ keepAlive: true });

    expect(await get(listener.port, agent)).toEqual({ keepAlive: `timeout=${KEEP_ALIVE_MS / 1000}` });
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    agent.destroy();
  });

  it("still closes within a second, not a keep-alive later, with an idle kept-alive connection open", async () => {
    listener = await listenHttp((_request, response) => response.end("ok"), { port: 0, host: "127.0.0.1" });
    const agent = new Agent({ keepAlive: true });
    await get(listener.port, agent);

    const startedAt = Date.now();
    await listener.close();
    listener = undefined;
    // The idle connection is closed once a request on its way could have arrived (LAST_REQUEST_MS).
    expect(Date.now() - startedAt).toBeLessThan(LAST_REQUEST_MS + 500);
    agent.destroy();
  });
});
