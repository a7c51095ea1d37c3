import { describe, expect, it } from "vitest";
import { fitsInStorage, mayStartVideoUploads, storageUsage } from "./storage-quota";

describe("storageUsage", () => {
  it.each([
    [300, 1000, 700],
    [1000, 1000, 0],
    // Over the limit (files kept from before a lower quota): nothing is left, never a negative.
    [1200, 1000, 0],
  ])("%i of %i bytes used leaves %i", (used, limit, remaining) => {
    expect(storageUsage(used, limit, 0, 20).remainingBytes).toBe(remaining);
  });
});

describe("fitsInStorage", () => {
  it.each([
    [[], 0, true],
    [[400, 300], 700, true],
    [[400, 301], 700, false],
    [[1], 0, false],
  ])("files of %j in %i bytes left: %s", (sizes, remainingBytes, fits) => {
    expect(fitsInStorage({ remainingBytes }, sizes)).toBe(fits);
  });
});

describe("mayStartVideoUploads", () => {
  it.each([
    [0, 20, 1, true],
    [19, 20, 1, true],
    [20, 20, 1, false],
    [19, 20, 2, false],
  ])("%i of %i started this hour, %i more: %s", (started, perHour, count, allowed) => {
    expect(mayStartVideoUploads({ videoUploadsLastHour: started, videoUploadsPerHour: perHour }, count)).toBe(allowed);
  });
});
