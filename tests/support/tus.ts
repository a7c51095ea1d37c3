// Talking tus to /api/uploads in tests: raw protocol requests through the app, or the real
// tus-js-client (the web app's client) against the app served on 127.0.0.1.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import * as tus from "tus-js-client";
import type { TestApp } from "./test-app";

export const tusMetadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString("base64")}`)
    .join(",");

/** The first bytes of real files (what the server sniffs), then filler. */
export const sampleFile = {
  png: (size = 2048) =>
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size - 8, 7)]),
  mp4: (size = 64 * 1024) =>
    Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypmp42"), Buffer.alloc(size - 12, 3)]),
  text: (size = 4096) => Buffer.alloc(size, "just some words, not a video. "),
};

/** One tus request through the app (no network). */
export async function tusRequest(
  t: TestApp,
  method: string,
  url: string,
  init: { cookie?: string; headers?: Record<string, string>; body?: Buffer } = {},
) {
  const headers: Record<string, string> = { "tus-resumable": "1.0.0", ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body) headers["content-type"] ??= "application/offset+octet-stream";
  const response = await t.app.request(url, {
    method,
    headers,
    body: init.body ? new Uint8Array(init.body) : undefined,
  });
  const text = await response.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, json, text };
}

/** POST /api/uploads; returns the response and the new upload's path. */
export async function createUpload(
  t: TestApp,
  cookie: string,
  file: { size: number; kind: string; filetype: string; filename?: string },
) {
  const response = await tusRequest(t, "POST", "/api/uploads", {
    cookie,
    headers: {
      "upload-length": String(file.size),
      "upload-metadata": tusMetadata({ kind: file.kind, filetype: file.filetype, filename: file.filename ?? "file" }),
    },
  });
  return { ...response, location: response.headers.get("location") };
}

/** The app on a real port, for clients that need one. */
export async function listen(t: TestApp) {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The client keeps connections alive; close would otherwise wait for them to time out.
        (server as Server).closeAllConnections();
      }),
  };
}

/** Uploads with tus-js-client; resolves with the upload URL or rejects with its DetailedError. */
export function uploadWithClient(
  endpoint: string,
  cookie: string,
  file: Buffer,
  metadata: Record<string, string>,
  options: { chunkSize?: number } = {},
) {
  return new Promise<string>((resolve, reject) => {
    const upload = new tus.Upload(file, {
      endpoint,
      metadata,
      headers: { cookie },
      // Passing chunkSize: undefined would override the client's default (Infinity) and stall it.
      ...(options.chunkSize ? { chunkSize: options.chunkSize } : {}),
      retryDelays: [],
      storeFingerprintForResuming: false,
      onError: reject,
      onSuccess: () => resolve(upload.url!),
    });
    upload.start();
  });
}
