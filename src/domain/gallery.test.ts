import { describe, expect, it } from "vitest";
import { galleryUploadIds, hasRepeatedIds } from "./gallery";

describe("galleryUploadIds", () => {
  it.each([
    ["the one-file form", { mediaUploadId: "a" }, ["a"]],
    ["the list alone", { imageUploadIds: ["a", "b", "c"] }, ["a", "b", "c"]],
    ["the media named again first, counted once", { mediaUploadId: "a", imageUploadIds: ["a", "b"] }, ["a", "b"]],
    [
      "the media before a list that does not name it",
      { mediaUploadId: "a", imageUploadIds: ["b", "c"] },
      ["a", "b", "c"],
    ],
    ["nothing", { mediaUploadId: null, imageUploadIds: [] }, []],
  ])("orders %s", (_name, input, expected) => {
    expect(galleryUploadIds(input)).toEqual(expected);
  });
});

describe("hasRepeatedIds", () => {
  it.each([
    [["a", "b"], false],
    [["a", "b", "a"], true],
    [[], false],
  ])("%j → %s", (ids, expected) => {
    expect(hasRepeatedIds(ids)).toBe(expected);
  });
});
