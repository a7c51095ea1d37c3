// Upload memory: the real server takes a 500 MB video over tus (tus-js-client, 50 MB chunks)
// while its resident memory is sampled from /proc. Uploads must stream to disk: the budget is
// an RSS growth of at most 64 MB over the server's RSS just before the upload.
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import * as tus from "tus-js-client";
import { startBenchServer, type BenchServer } from "./support/server";
import { runAsScript } from "./support/run-as-script";
import { signInCookies } from "./support/sequential";
import { rssBytes, serverPid } from "./support/server-process";

const MB = 1024 * 1024;
const FILE_BYTES = 500 * MB;
const CHUNK_BYTES = 50 * MB;
const RSS_BUDGET_BYTES = 64 * MB;
const SAMPLE_EVERY_MS = 25;
const DEMO_INFLUENCER = { email: "maya.strong@demo.fitcreators.app", password: "demo1234" };

/** An MP4 signature (what the server sniffs), then filler, written in 1 MB pieces: never whole in memory. */
async function writeVideo(file: string, size: number) {
  const signature = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypmp42")]);
  const filler = Buffer.alloc(MB, 0x2a);
  async function* pieces() {
    yield signature;
    for (let written = signature.length; written < size; written += MB)
      yield filler.subarray(0, Math.min(MB, size - written));
  }
  await pipeline(Readable.from(pieces()), createWriteStream(file));
}

function upload(server: BenchServer, cookie: string, file: string) {
  return new Promise<string>((resolve, reject) => {
    const task = new tus.Upload(createReadStream(file), {
      endpoint: `${server.url}/api/uploads`,
      headers: { cookie, origin: server.origin },
      metadata: { kind: "video", filetype: "video/mp4", filename: path.basename(file) },
      chunkSize: CHUNK_BYTES,
      retryDelays: [],
      storeFingerprintForResuming: false,
      onError: reject,
      onSuccess: () => resolve(task.url!),
    });
    task.start();
  });
}

const mb = (bytes: number) => (bytes / MB).toFixed(1);

export async function uploadMemory(): Promise<boolean> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), "fitcreators-bench-upload-"));
  const server = await startBenchServer({ webDistDir: process.env.WEB_DIST_DIR ?? "dist/web" });
  try {
    const video = path.join(workDir, "workout.mp4");
    const warmUp = path.join(workDir, "warm-up.mp4");
    await writeVideo(video, FILE_BYTES);
    await writeVideo(warmUp, 2 * MB);
    const pid = await serverPid();
    const cookie = (await signInCookies(server, DEMO_INFLUENCER.email, DEMO_INFLUENCER.password)).join("; ");
    // One small upload first, so the measured one does not count the first request's code loading.
    await upload(server, cookie, warmUp);

    const baseline = await rssBytes(pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      rssBytes(pid).then(
        (rss) => (peak = Math.max(peak, rss)),
        () => {},
      );
    }, SAMPLE_EVERY_MS);
    const started = performance.now();
    let uploadUrl: string;
    try {
      uploadUrl = await upload(server, cookie, video);
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, await rssBytes(pid));

    const id = uploadUrl.split("/").pop();
    const status = await fetch(`${server.url}/api/uploads/${id}/status`, { headers: { cookie } }).then((response) =>
      response.json(),
    );
    if (status.sizeBytes !== FILE_BYTES || status.mimeType !== "video/mp4") {
      throw new Error(`the upload was not recorded as a ${FILE_BYTES}-byte MP4: ${JSON.stringify(status)}`);
    }

    const growth = peak - baseline;
    console.log(
      `Uploaded ${mb(FILE_BYTES)} MB in ${CHUNK_BYTES / MB} MB tus chunks in ${seconds.toFixed(1)} s: ${(FILE_BYTES / MB / seconds).toFixed(0)} MB/s`,
    );
    console.log(
      `Server RSS: ${mb(baseline)} MB before, ${mb(peak)} MB at peak, +${mb(growth)} MB (budget +${mb(RSS_BUDGET_BYTES)} MB)`,
    );
    return growth <= RSS_BUDGET_BYTES;
  } finally {
    await server.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

runAsScript(import.meta.url, uploadMemory);
