// The transcoding job: takes processing videos off the queue one at a time and makes their
// streaming files. The source is copied from storage to a temporary folder (local disk or S3
// alike), ffmpeg works there at low priority, the results are uploaded under the attempt's own
// prefix, and only then does the row switch to them. An attempt that dies (crash, shutdown)
// leaves its claim to expire; the next round takes the video again and first removes the dead
// attempt's files.
import { createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { eq } from "drizzle-orm";
import { posterWidths as allPosterWidths } from "../../../domain/video";
import { ffmpegBinary, FfmpegError, NotAVideoError, probeVideo } from "../../adapters/ffmpeg";
import { publishHint } from "../../adapters/events/hints";
import type { Config } from "../../config";
import { posts } from "../../db/schema";
import type { ScheduledJob } from "../../jobs/runner";
import { storeTeaser, TRANSCODE_JOB, type ContentDeps } from "../content";
import { claimNextVideo, HEARTBEAT_MS, MAX_ATTEMPTS, renewClaim, type ClaimedVideo } from "./claim";
import { markFailed, markReady } from "./finish";
import { attemptPrefix, contentTypeOf, posterName } from "./layout";
import { listMadeFiles, makeVideoFiles } from "./transcode";

export type VideoDeps = ContentDeps & { config: Pick<Config, "ffmpegPath"> };

/** How often progress reaches the database and the creator's open pages. */
const PROGRESS_EVERY_MS = 3000;
const UPLOADS_AT_ONCE = 4;

async function download(deps: VideoDeps, key: string, file: string) {
  const object = await deps.storage.get(key);
  if (!object) throw new NotAVideoError("the original file is missing");
  await pipeline(object.body, createWriteStream(file));
}

/** Moves every made file into storage; answers their total size. */
async function upload(deps: VideoDeps, outDir: string, prefix: string) {
  const files = await listMadeFiles(outDir);
  let bytes = 0;
  for (let start = 0; start < files.length; start += UPLOADS_AT_ONCE) {
    await Promise.all(
      files.slice(start, start + UPLOADS_AT_ONCE).map(async (name) => {
        const file = path.join(outDir, name);
        bytes += (await stat(file)).size;
        await deps.storage.moveFile(`${prefix}${name.split(path.sep).join("/")}`, file, contentTypeOf(name));
      }),
    );
  }
  return bytes;
}

/** The poster as the card's picture when the post has none: its key, blurred teaser and their size. */
async function posterPicture(deps: VideoDeps, postId: string, prefix: string, widths: number[]) {
  const width = widths.filter((candidate) => candidate <= 640).pop() ?? widths[0] ?? allPosterWidths[0];
  const thumbnailKey = `${prefix}${posterName(width)}`;
  const teaserKey = await storeTeaser(deps.storage, postId, thumbnailKey);
  const bytes = (await deps.storage.stat(teaserKey))?.size ?? 0;
  return { thumbnailKey, teaserKey, bytes };
}

async function transcodeOne(deps: VideoDeps, claim: ClaimedVideo, signal: AbortSignal) {
  const { db, storage, logger } = deps;
  if (claim.previousAttemptId) await storage.deletePrefix(attemptPrefix(claim.postId, claim.previousAttemptId));
  if (claim.attempts > MAX_ATTEMPTS) return markFailed(deps, claim, "transcode_failed");
  const [post] = await db.select().from(posts).where(eq(posts.id, claim.postId));
  if (!post) return null;
  if (!post.mediaKey || !post.mediaMimeType) return markFailed(deps, claim, "unreadable");

  const prefix = attemptPrefix(claim.postId, claim.attemptId);
  const workDir = await mkdtemp(path.join(os.tmpdir(), "fitcreators-video-"));
  const attempt = new AbortController();
  const stop = () => attempt.abort();
  signal.addEventListener("abort", stop, { once: true });
  let progress = 0;
  let reported = 0;
  let lastWrite = 0;
  const renew = async (withProgress: boolean) => {
    if (!(await renewClaim(db, claim, withProgress ? progress : undefined))) attempt.abort();
    else if (withProgress) await publishHint(db, [post.creatorId], ["videos"]);
  };
  const heartbeat = setInterval(() => void renew(false).catch(() => {}), HEARTBEAT_MS);
  try {
    const source = path.join(workDir, "source");
    await download(deps, post.mediaKey, source);
    const binary = ffmpegBinary(deps.config.ffmpegPath);
    const probe = await probeVideo(binary, source, post.mediaMimeType, attempt.signal);
    const outDir = path.join(workDir, "out");
    const made = await makeVideoFiles(
      binary,
      { file: source, mimeType: post.mediaMimeType, probe },
      outDir,
      (percent) => {
        progress = percent;
        if (percent === reported || Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
        reported = percent;
        lastWrite = Date.now();
        void renew(true).catch((error: unknown) => logger.warn({ err: error }, "video progress not saved"));
      },
      attempt.signal,
    );
    const bytes = await upload(deps, outDir, prefix);
    const pictures = post.thumbnailKey ? null : await posterPicture(deps, post.id, prefix, made.posterWidths);
    const done = await markReady(deps, claim, { ...made, prefix, probe, bytes }, pictures);
    if (!done?.usedPoster && pictures?.teaserKey) await storage.delete(pictures.teaserKey);
    if (!done) await storage.deletePrefix(prefix);
    return done;
  } catch (error) {
    if (attempt.signal.aborted) throw error;
    if (!(error instanceof NotAVideoError || error instanceof FfmpegError)) throw error;
    logger.warn({ err: error, postId: claim.postId }, "video transcoding failed");
    await storage.deletePrefix(prefix);
    return markFailed(deps, claim, error instanceof NotAVideoError ? "unreadable" : "transcode_failed");
  } finally {
    clearInterval(heartbeat);
    signal.removeEventListener("abort", stop);
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Works the queue until it is empty; answers how many videos it finished (ready or failed). An
 * error other than ffmpeg's leaves the video claimed: it is taken again once the claim expires.
 */
export async function runTranscodes(deps: VideoDeps, signal = new AbortController().signal) {
  let finished = 0;
  for (let claim = await claimNextVideo(deps.db); claim && !signal.aborted; claim = await claimNextVideo(deps.db)) {
    try {
      if (await transcodeOne(deps, claim, signal)) finished++;
    } catch (error) {
      deps.logger.error({ err: error, postId: claim.postId }, "video transcoding stopped; it will be retried");
      if (signal.aborted) break;
    }
  }
  return finished;
}

/** The scheduled job: every minute, and at once after a video post is created (jobs.runSoon). */
export function transcodeJob(deps: VideoDeps): ScheduledJob {
  return {
    name: TRANSCODE_JOB,
    cron: "* * * * *",
    // A round works until the queue is empty; a long video takes a while.
    expireInSeconds: 6 * 3600,
    run: async () => {
      // ffmpeg is a child process: it must not outlive the app when the app stops.
      const controller = new AbortController();
      const stop = () => controller.abort();
      process.once("exit", stop);
      try {
        await runTranscodes(deps, controller.signal);
      } finally {
        process.off("exit", stop);
      }
    },
  };
}
