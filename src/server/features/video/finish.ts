// The end of an attempt, in one transaction each way. Ready: the row points at the attempt's
// folder (the atomic switch), the post takes its chosen status, gets the poster as its picture
// when it has none, and the creator is told. Failed: the post goes on with its original file,
// as uploaded videos did before renditions, and the creator is told why.
import { and, eq } from "drizzle-orm";
import type { VideoFailureReason } from "../../../domain/video";
import type { VideoProbe } from "../../adapters/ffmpeg";
import { publishHint } from "../../adapters/events/hints";
import { posts, postVideos } from "../../db/schema";
import { notify, FANOUT_JOB } from "../notifications";
import type { ContentDeps } from "../content";
import type { ClaimedVideo } from "./claim";
import { releasePost } from "./release";
import type { MadeVideoFiles } from "./transcode";

const stillOurs = (claim: ClaimedVideo) =>
  and(
    eq(postVideos.postId, claim.postId),
    eq(postVideos.attemptId, claim.attemptId),
    eq(postVideos.status, "processing"),
  );

async function lockedPost(tx: Parameters<Parameters<ContentDeps["db"]["transaction"]>[0]>[0], postId: string) {
  const [post] = await tx.select().from(posts).where(eq(posts.id, postId)).for("update");
  return post;
}

/** Answers false when the attempt was overtaken (another worker's retry, or the post is gone). */
export async function markReady(
  { db, jobs }: ContentDeps,
  claim: ClaimedVideo,
  made: MadeVideoFiles & { prefix: string; probe: VideoProbe; bytes: number },
  pictures: { thumbnailKey: string; teaserKey: string | null; bytes: number } | null,
) {
  const status = await db.transaction(async (tx) => {
    const [video] = await tx
      .update(postVideos)
      .set({
        status: "ready",
        progress: 100,
        failureReason: null,
        publishedPrefix: made.prefix,
        renditions: made.renditions,
        posterWidths: made.posterWidths,
        hasPreview: made.hasPreview,
        sourceWidth: made.probe.width,
        sourceHeight: made.probe.height,
        sourceDurationSeconds: made.probe.durationSeconds,
        claimedAt: null,
      })
      .where(stillOurs(claim))
      .returning({ targetStatus: postVideos.targetStatus });
    const post = video ? await lockedPost(tx, claim.postId) : undefined;
    if (!video || !post) return null;
    // A custom thumbnail stays; otherwise the poster is the card's picture (and its blurred teaser).
    const usePoster = pictures !== null && post.thumbnailKey === null;
    const taken = await releasePost(tx, post, video.targetStatus, {
      durationSeconds: post.durationSeconds ?? Math.round(made.probe.durationSeconds),
      generatedBytes: post.generatedBytes + made.bytes + (usePoster ? pictures.bytes : 0),
      ...(usePoster ? { thumbnailKey: pictures.thumbnailKey, teaserKey: pictures.teaserKey } : {}),
    });
    await notify(tx, post.creatorId, "video_ready", { postId: post.id, title: post.title, postStatus: taken });
    await publishHint(tx, [post.creatorId], ["videos"]);
    return { taken, usedPoster: usePoster };
  });
  if (status?.taken === "published") jobs.runSoon(FANOUT_JOB);
  return status;
}

export async function markFailed({ db, jobs }: ContentDeps, claim: ClaimedVideo, reason: VideoFailureReason) {
  const taken = await db.transaction(async (tx) => {
    const [video] = await tx
      .update(postVideos)
      .set({ status: "failed", failureReason: reason, claimedAt: null })
      .where(stillOurs(claim))
      .returning({ targetStatus: postVideos.targetStatus });
    const post = video ? await lockedPost(tx, claim.postId) : undefined;
    if (!video || !post) return null;
    const status = await releasePost(tx, post, video.targetStatus, {});
    await notify(tx, post.creatorId, "video_failed", { postId: post.id, title: post.title, reason });
    await publishHint(tx, [post.creatorId], ["videos"]);
    return status;
  });
  if (taken === "published") jobs.runSoon(FANOUT_JOB);
  return taken;
}
