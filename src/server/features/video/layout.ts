// Where a video post's made files live: one folder per transcoding attempt under the post's
// video folder, so a retry never writes over files a reader may be streaming.
import { videoFilesPrefix } from "../content";

export const attemptPrefix = (postId: string, attemptId: string) => `${videoFilesPrefix(postId)}${attemptId}/`;

export const posterName = (width: number) => `poster-${width}.webp`;
export const PREVIEW_NAME = "preview.mp4";
export const MASTER_NAME = "master.m3u8";

/** Every key of a published attempt, from what its row says (segments counted per rendition). */
export function renditionFileNames(renditions: readonly { name: string; segments: number }[]) {
  return renditions.flatMap((rendition) => [
    `${rendition.name}/index.m3u8`,
    `${rendition.name}/init.mp4`,
    ...Array.from({ length: rendition.segments }, (_, index) => segmentName(rendition.name, index)),
  ]);
}

export const segmentName = (rendition: string, index: number) =>
  `${rendition}/seg-${String(index).padStart(5, "0")}.m4s`;

/** Types for the files served: playlists, fMP4 init and media segments, posters, the preview. */
export function contentTypeOf(name: string) {
  if (name.endsWith(".m3u8")) return "application/vnd.apple.mpegurl";
  if (name.endsWith(".m4s")) return "video/iso.segment";
  if (name.endsWith(".mp4")) return "video/mp4";
  if (name.endsWith(".webp")) return "image/webp";
  return "application/octet-stream";
}
