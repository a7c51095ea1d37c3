import { describe, expect, it } from "vitest";
import { checkDraft, emptyDraft, thumbnailOf, type PickedFile, type PostDraft } from "./post-draft";
import { formatDuration } from "./format";

const picked = (name: string, type: string): PickedFile => ({
  file: new File(["x"], name, { type }),
  url: `blob:${name}`,
});
const draft = (patch: Partial<PostDraft>): PostDraft => ({ ...emptyDraft, title: "Leg day", ...patch });

describe("checkDraft", () => {
  it("starts from the spec's defaults: text, workout, rookie", () => {
    expect(emptyDraft).toMatchObject({ type: "text", category: "workout", requiredTier: "rookie" });
  });

  it("requires a title", () => {
    expect(checkDraft(draft({ title: "   " }))).toEqual({ title: "content.validation.titleRequired" });
  });

  it("requires the file of a video or image post, named by type", () => {
    expect(checkDraft(draft({ type: "video" }))).toEqual({ file: "content.validation.videoRequired" });
    expect(checkDraft(draft({ type: "image" }))).toEqual({ file: "content.validation.imageRequired" });
    expect(checkDraft(draft({ type: "text" }))).toEqual({});
    expect(checkDraft(draft({ type: "video", file: picked("a.mp4", "video/mp4") }))).toEqual({});
  });
});

describe("thumbnailOf", () => {
  const frame = picked("frame.png", "image/png");
  const custom = picked("mine.jpg", "image/jpeg");
  it("prefers the creator's own thumbnail, then the video's frame; an image post uses itself (none sent)", () => {
    expect(thumbnailOf(draft({ type: "video", autoThumbnail: frame, customThumbnail: custom }))).toBe(custom);
    expect(thumbnailOf(draft({ type: "video", autoThumbnail: frame }))).toBe(frame);
    expect(thumbnailOf(draft({ type: "image", file: picked("a.png", "image/png") }))).toBeNull();
    expect(thumbnailOf(draft({ type: "image", customThumbnail: custom }))).toBe(custom);
  });
});

describe("formatDuration", () => {
  it.each([
    [0, "0:00"],
    [75, "1:15"],
    [3725, "1:02:05"],
  ])("%i s → %s", (seconds, text) => expect(formatDuration(seconds)).toBe(text));
});
