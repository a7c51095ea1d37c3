// The web build's server half (dist/web/server: the SSR renderer, and .vite: the manifest) sits
// beside the files browsers get; no URL, however encoded, reads a byte of it over HTTP.
import { mkdir, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/support/test-app";
import { createFakeWebBuild } from "./lib/fake-web-build";
import { createServer, request, type Server } from "node:http";
import { createRequestListener } from "./request-listener";
import { isServerOnlyPath } from "./web-app";

const MARKER = "SERVER-BUNDLE-ONLY-7f3a";

let webBuild: Awaited<ReturnType<typeof createFakeWebBuild>>;
let t: TestApp;
let server: Server;
let port: number;
beforeAll(async () => {
  webBuild = await createFakeWebBuild();
  await mkdir(path.join(webBuild.dir, "server", "assets"), { recursive: true });
  await mkdir(path.join(webBuild.dir, ".vite"));
  const renderer = `export const secret = "${MARKER}";\n`;
  await writeFile(path.join(webBuild.dir, "server", "entry-server.js"), renderer);
  await writeFile(path.join(webBuild.dir, "server", "entry-server.js.gz"), gzipSync(renderer));
  await writeFile(path.join(webBuild.dir, "server", "assets", "chunk-abc123.js"), renderer);
  await writeFile(path.join(webBuild.dir, "server", "assets", "chunk-abc123.js.gz"), gzipSync(renderer));
  await writeFile(
    path.join(webBuild.dir, ".vite", "manifest.json"),
    JSON.stringify({ [MARKER]: { file: "assets/x.js" } }),
  );
  t = await createTestApp({ env: { WEB_DIST_DIR: webBuild.dir } });
  server = createServer(createRequestListener(t.deps));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
  await webBuild.remove();
});

/** The request target sent byte for byte as written (fetch and URL would normalize it first). */
function send(method: string, target: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    const outgoing = request({ host: "127.0.0.1", port, method, path: target, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers["content-encoding"],
          body: Buffer.concat(chunks),
        }),
      );
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

const RENDERER = ["entry-server.js", "assets/chunk-abc123.js"];
const TARGETS = [
  ...RENDERER.flatMap((file) => [
    `/server/${file}`,
    `/server/${file}.gz`,
    `/%2Fserver/${file}`,
    `/%2fserver/${file}`,
    `/%2Fserver%2F${file.replace("/", "%2F")}`,
    `/server%2F${file.replace("/", "%2F")}`,
    `/ser%76er/${file}`,
    `/%73erver/${file}`,
    `/SERVER/${file}`,
    `//server/${file}`,
    `/./server/${file}`,
    `/%2E/server/${file}`,
    `/assets/../server/${file}`,
    `/assets/..%2Fserver/${file}`,
    `/assets/..%2fserver/${file}`,
    `/assets/%2E%2E/server/${file}`,
    `/assets/%2e%2e%2fserver%2f${file.replace("/", "%2f")}`,
    `/assets/%252E%252E%252Fserver/${file}`,
    `/assets/..%5Cserver/${file}`,
    `/assets/..\\server/${file}`,
    `/%5Cserver/${file}`,
    `/server/${file}%00`,
    `/server/${file}?download=1`,
    `/server/./${file}`,
    `/server//${file}`,
  ]),
  "/.vite/manifest.json",
  "/%2Evite/manifest.json",
  "/%2E%76ite/manifest.json",
  "/%2F.vite/manifest.json",
  "/assets/..%2F.vite/manifest.json",
  "/server",
  "/server/",
  "/%2Fserver",
];

describe("the server bundle in the web build", () => {
  it.each(TARGETS)("GET %s reads nothing of it", async (target) => {
    for (const headers of [{}, { "accept-encoding": "gzip" }, { range: "bytes=0-20" }] as Record<string, string>[]) {
      const answer = await send("GET", target, headers);
      // The renderer's precompressed copy holds its bytes too: what is read is read decoded.
      const body =
        answer.encoding === "gzip" || answer.body.subarray(0, 2).equals(Buffer.from([0x1f, 0x8b]))
          ? gunzipSync(answer.body)
          : answer.body;
      expect(body.toString("latin1"), `${target} ${JSON.stringify(headers)}`).not.toContain(MARKER);
    }
    const head = await send("HEAD", target);
    expect(head.status === 200 || head.status === 404 || head.status === 400, `HEAD ${target}: ${head.status}`).toBe(
      true,
    );
  });

  it("still serves the files browsers are meant to get", async () => {
    expect((await send("GET", "/assets/index-abc123.js")).status).toBe(200);
    expect((await send("GET", "/favicon.svg")).status).toBe(200);
  });
});

describe("isServerOnlyPath", () => {
  it.each([
    ["/server/entry-server.js", true],
    ["/%2Fserver/entry-server.js", true],
    ["/assets/..%2Fserver/entry-server.js", true],
    ["/assets/%252e%252e%252fserver/x.js", true],
    ["/assets/..\\server/x.js", true],
    ["/SERVER/x.js", true],
    ["/.vite/manifest.json", true],
    ["/%E0%A4%A/x", true],
    ["/assets/index-abc123.js", false],
    ["/assets/server-abc123.js", false],
    ["/serverless.txt", false],
    ["/favicon.svg", false],
  ])("%s: %s", (requestPath, verdict) => {
    expect(isServerOnlyPath(requestPath)).toBe(verdict);
  });
});
