// Reads a chosen video in the browser: its duration, and a frame at min(1 s, 10% of the
// duration) drawn to a PNG that becomes the post's thumbnail unless the creator picks one.
import { thumbnailFrameSeconds } from "../../../domain/content";

/** The spec gives up on the automatic thumbnail after 10 s. */
export const THUMBNAIL_TIMEOUT_MS = 10_000;
const MAX_THUMBNAIL_WIDTH = 1280;

export interface VideoFacts {
  durationSeconds: number | null;
  thumbnail: File | null;
  /** The browser could not open the file at all (a codec it cannot play, or a damaged file). */
  isUnreadable: boolean;
}

function waitFor(video: HTMLVideoElement, event: keyof HTMLMediaElementEventMap) {
  return new Promise<void>((resolve, reject) => {
    const done = () => {
      video.removeEventListener(event, done);
      video.removeEventListener("error", failed);
      resolve();
    };
    const failed = () => {
      video.removeEventListener(event, done);
      video.removeEventListener("error", failed);
      reject(new Error("Load failed"));
    };
    video.addEventListener(event, done);
    video.addEventListener("error", failed);
  });
}

async function seek(video: HTMLVideoElement, seconds: number) {
  if (Math.abs(video.currentTime - seconds) < 0.001 && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) return;
  const seeked = waitFor(video, "seeked");
  video.currentTime = seconds;
  await seeked;
}

/**
 * Videos recorded in a browser (MediaRecorder WebM) often carry no duration in their header;
 * seeking far past the end makes the browser scan the file and learn it.
 */
async function durationOf(video: HTMLVideoElement): Promise<number | null> {
  if (Number.isFinite(video.duration)) return video.duration;
  await seek(video, Number.MAX_SAFE_INTEGER);
  return Number.isFinite(video.duration) ? video.duration : null;
}

function drawFrame(video: HTMLVideoElement, name: string): Promise<File | null> {
  const scale = Math.min(1, MAX_THUMBNAIL_WIDTH / (video.videoWidth || MAX_THUMBNAIL_WIDTH));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
  canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
  const context = canvas.getContext("2d");
  if (!context || !video.videoWidth) return Promise.resolve(null);
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  const base = name.replace(/\.[^.]+$/, "") || "video";
  return new Promise((resolve) =>
    canvas.toBlob(
      (blob) =>
        resolve(
          blob ? new File([blob], `${base}-thumbnail.png`, { type: "image/png", lastModified: Date.now() }) : null,
        ),
      "image/png",
      0.8,
    ),
  );
}

export async function readVideo(file: File, timeoutMs = THUMBNAIL_TIMEOUT_MS): Promise<VideoFacts> {
  const url = URL.createObjectURL(file);
  const video = document.createElement("video");
  video.muted = true;
  video.playsInline = true;
  video.preload = "auto";
  const facts: VideoFacts = { durationSeconds: null, thumbnail: null, isUnreadable: false };
  let timer: ReturnType<typeof setTimeout> | undefined;

  const work = (async () => {
    const metadata = waitFor(video, "loadedmetadata");
    video.src = url;
    await metadata;
    const duration = await durationOf(video);
    facts.durationSeconds = duration === null ? null : Math.round(duration);
    await seek(video, thumbnailFrameSeconds(duration ?? 0));
    facts.thumbnail = await drawFrame(video, file.name);
  })().catch(() => {
    // Only a file that never opened is unreadable; a failure after the metadata still leaves its duration.
    if (video.readyState < HTMLMediaElement.HAVE_METADATA) facts.isUnreadable = true;
  });
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });

  try {
    await Promise.race([work, timeout]);
    return { ...facts };
  } finally {
    clearTimeout(timer);
    video.removeAttribute("src");
    video.load();
    URL.revokeObjectURL(url);
  }
}
