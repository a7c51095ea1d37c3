// kill -9 of the real server in the middle of writes: the next start recovers on its own data,
// keeps every write it acknowledged (posts, upload bytes, sessions), and resumes the upload.
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startServer, waitForHealth, type Started } from "../../tests/support/server-process";
import { sampleFile, tusMetadata } from "../../tests/support/tus";

const CREATOR = { email: "maya.strong@demo.fitcreators.app", password: "demo1234" };
const MB = 1024 * 1024;

describe("a server killed in the middle of writes", () => {
  let dataDir: string;
  let server: Started | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "fitcreators-crash-test-"));
    // When run as root the embedded database runs as the `postgres` user, which must reach this folder.
    await chmod(dataDir, 0o755);
  });

  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    "starts again and has lost nothing it acknowledged: posts, the upload's bytes and the session",
    { timeout: 300_000 },
    async () => {
      const [port, pgPort] = [await freePort(), await freePort()];
      const env = {
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        EMBEDDED_PG_PORT: String(pgPort),
        AUTH_RATE_LIMIT: "1000",
      };
      const base = `http://127.0.0.1:${port}`;
      // The app's own pages send their origin with every change.
      const origin = `http://localhost:${port}`;
      server = startServer(env);
      await waitForHealth(port, server, 180_000);

      const signIn = await fetch(`${base}/api/auth/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify(CREATOR),
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((header) => header.split(";")[0])
        .join("; ");
      const headers = { cookie, origin };

      // An upload with its first megabyte acknowledged.
      const video = sampleFile.mp4(3 * MB);
      const created = await fetch(`${base}/api/uploads`, {
        method: "POST",
        headers: {
          ...headers,
          "tus-resumable": "1.0.0",
          "upload-length": String(video.length),
          "upload-metadata": tusMetadata({ kind: "video", filetype: "video/mp4", filename: "squats.mp4" }),
        },
      });
      expect(created.status).toBe(201);
      const uploadUrl = new URL(created.headers.get("location")!, base).toString();
      const firstPart = await fetch(uploadUrl, {
        method: "PATCH",
        headers: {
          ...headers,
          "tus-resumable": "1.0.0",
          "upload-offset": "0",
          "content-type": "application/offset+octet-stream",
        },
        body: new Uint8Array(video.subarray(0, MB)),
      });
      expect(firstPart.status).toBe(204);
      expect(firstPart.headers.get("upload-offset")).toBe(String(MB));

      // Posts written four at a time; the server is killed while some are still in flight.
      const acknowledged: string[] = [];
      let next = 0;
      const writer = async () => {
        while (server!.child.exitCode === null && server!.child.signalCode === null) {
          const title = `Crash test ${next++}`;
          const response = await fetch(`${base}/api/posts`, {
            method: "POST",
            headers: { ...headers, "content-type": "application/json" },
            body: JSON.stringify({ title, type: "text", description: "Written while the server is killed." }),
          }).catch(() => null);
          if (response?.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
        }
      };
      const writers = Array.from({ length: 4 }, writer);
      while (acknowledged.length < 12) await new Promise((resolve) => setTimeout(resolve, 20));
      server.child.kill("SIGKILL");
      await server.exited;
      await Promise.all(writers);

      // Its embedded database was left running; the new start deals with it.
      server = startServer(env);
      await waitForHealth(port, server, 180_000);

      for (const id of acknowledged) {
        const post = await fetch(`${base}/api/posts/${id}`, { headers: { cookie } });
        expect(post.status, `acknowledged post ${id}`).toBe(200);
      }

      // The session and the upload's acknowledged bytes survived; the upload resumes where it stopped.
      const offset = await fetch(uploadUrl, { method: "HEAD", headers: { ...headers, "tus-resumable": "1.0.0" } });
      expect(offset.status).toBe(200);
      expect(offset.headers.get("upload-offset")).toBe(String(MB));
      const rest = await fetch(uploadUrl, {
        method: "PATCH",
        headers: {
          ...headers,
          "tus-resumable": "1.0.0",
          "upload-offset": String(MB),
          "content-type": "application/offset+octet-stream",
        },
        body: new Uint8Array(video.subarray(MB)),
      });
      expect(rest.status).toBe(204);
      expect(rest.headers.get("upload-offset")).toBe(String(video.length));
      const post = await fetch(`${base}/api/posts`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({
          title: "Squats after the crash",
          type: "video",
          mediaUploadId: uploadUrl.split("/").pop(),
        }),
      });
      expect(post.status).toBe(201);
    },
  );
});
