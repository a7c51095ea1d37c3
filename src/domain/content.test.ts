import { describe, expect, it } from "vitest";
import { checkUpload, postSchema, thumbnailFrameSeconds } from "./content";

const MB = 1024 * 1024;

describe("checkUpload", () => {
  it.each([
    ["video", "video/mp4", 500 * MB, "ok"],
    ["video", "video/quicktime", 10, "ok"],
    ["video", "video/mp4", 500 * MB + 1, "too_large"],
    ["video", "image/png", 10, "type_not_allowed"],
    ["image", "image/webp", 10 * MB, "ok"],
    ["image", "image/gif", 10, "type_not_allowed"],
    ["image", "image/jpeg", 10 * MB + 1, "too_large"],
    ["thumbnail", null, 10, "type_not_allowed"],
  ] as const)("%s of type %s and %i bytes: %s", (kind, type, size, result) => {
    expect(checkUpload(kind, type, size)).toBe(result);
  });
});

describe("postSchema", () => {
  it("requires a title", () => {
    expect(postSchema.safeParse({ title: "  " }).error?.issues[0]?.message).toBe("validation.titleRequired");
  });

  it("defaults to a published rookie text post in workout", () => {
    expect(postSchema.parse({ title: "Hello" })).toMatchObject({
      type: "text",
      category: "workout",
      requiredTier: "rookie",
      status: "published",
    });
  });

  it("requires a file for video and image posts", () => {
    const result = postSchema.safeParse({ title: "Clip", type: "video" });
    expect(result.error?.issues[0]).toMatchObject({ path: ["mediaUploadId"], message: "validation.fileRequired" });
  });
});

it.each([
  [5, 0.5],
  [10, 1],
  [600, 1],
])("takes a video's thumbnail at min(1 s, 10%%): %i s → %d s", (duration, at) => {
  expect(thumbnailFrameSeconds(duration)).toBe(at);
});
