// What a caption file must be before it is sent, as the server checks too: WebVTT (its first line
// is "WEBVTT", alone or followed by a space or tab, after an optional byte order mark) of at most
// 512 KB. And the words for the server's refusals.
import { ApiError } from "../../../lib/api";

export const MAX_CAPTION_BYTES = 512 * 1024;

export type CaptionProblem = "tooLarge" | "notVtt";

const WEBVTT_START = /^\uFEFF?WEBVTT(?:[ \t\r\n]|$)/;

export async function captionProblem(file: Blob): Promise<CaptionProblem | null> {
  if (file.size === 0 || file.size > MAX_CAPTION_BYTES) return file.size === 0 ? "notVtt" : "tooLarge";
  return WEBVTT_START.test(await file.slice(0, 16).text()) ? null : "notVtt";
}

/** The locale key for why the server refused a caption file. */
export function captionErrorKey(error: unknown): string {
  if (error instanceof ApiError) {
    const field = error.details?.fields?.file;
    if (error.status === 413 || field === "validation.captionsTooLarge") return "video.captions.tooLarge";
    if (field === "validation.captionsNotVtt") return "video.captions.notVtt";
  }
  return "video.captions.failed";
}
