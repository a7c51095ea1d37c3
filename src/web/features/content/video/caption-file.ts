// What a caption file must be before it is sent: WebVTT (it starts with "WEBVTT", after an
// optional byte order mark) and at most 512 KB, as the server checks too.
export const MAX_CAPTION_BYTES = 512 * 1024;

export type CaptionProblem = "tooLarge" | "notVtt";

export async function captionProblem(file: Blob): Promise<CaptionProblem | null> {
  if (file.size > MAX_CAPTION_BYTES) return "tooLarge";
  const start = await file.slice(0, 16).text();
  return start.replace(/^\uFEFF/, "").startsWith("WEBVTT") ? null : "notVtt";
}
