import { afterEach, describe, expect, it, vi } from "vitest";
import type { TFunction } from "../../i18n";
import { ApiError } from "../../lib/api";
import { contentValidationKey, publishErrorMessage, serverFieldErrors } from "./error-messages";
import { UploadError } from "./upload";

// Shows which key was chosen and with which values.
const t: TFunction = (key, options) =>
  options && Object.keys(options).length > 0 ? `${key} ${JSON.stringify(options)}` : key;

describe("publishErrorMessage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [new UploadError("file_too_large", "x"), "video", 'content.errors.tooLarge {"maxMb":500}'],
    [new UploadError("file_too_large", "x"), "thumbnail", 'content.errors.tooLarge {"maxMb":10}'],
    [new UploadError("unsupported_file_type", "x"), "video", "content.errors.typeVideo"],
    [new UploadError("unsupported_file_type", "x"), "image", "content.errors.typeImage"],
    [new UploadError("permission_denied", "x"), "image", "content.errors.permission"],
    [new UploadError("network_error", "x"), "image", "content.errors.network"],
    [new UploadError("upload_timeout", "x"), "image", "content.errors.timeout"],
    [new UploadError("upload_cancelled", "x"), "video", "content.errors.cancelled"],
    [new UploadError("network_error", "Load failed"), "video", "content.errors.load_failed"],
    [new UploadError("upload_quota_exceeded", "x"), "video", "content.errors.quota"],
    [new UploadError("image_dimensions_too_large", "x"), "image", 'content.errors.pixels {"megapixels":40}'],
    [new ApiError(422, "image_dimensions_too_large", "no"), "thumbnail", 'content.errors.pixels {"megapixels":40}'],
    [new UploadError("too_many_image_uploads", "x"), "image", "content.errors.imageRate"],
    [
      new UploadError("storage_quota_exceeded", "x", {
        neededBytes: 3 * 1024 ** 2,
        remainingBytes: 1024 ** 2,
        limitBytes: 20 * 1024 ** 3,
      }),
      "video",
      'content.errors.storage {"needed":"3 MB","remaining":"1 MB","limit":"20 GB"}',
    ],
    [new UploadError("too_many_video_uploads", "x", { limit: 20 }), "video", 'content.errors.videoRate {"limit":20}'],
    [new UploadError("upload_failed", "HTTP 500"), "video", 'content.errors.uploadFailed {"reason":"HTTP 500"}'],
    [new ApiError(0, "network_error", "Network error"), "image", "content.errors.network"],
    [new ApiError(401, "unauthenticated", "no"), "image", "content.errors.permission"],
    [new ApiError(404, "upload_not_found", "no"), "video", "content.errors.missing"],
    [new ApiError(500, "internal_error", "boom"), "video", "content.errors.createFailed"],
    [new TypeError("x is undefined"), "video", "content.errors.unexpected"],
  ] as const)("%s about a %s file → %s", (error, file, expected) => {
    expect(publishErrorMessage(t, error, file)).toBe(expected);
  });

  it("adds the Wi-Fi hint for video trouble on a phone, and only there", () => {
    vi.stubGlobal("navigator", { userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148" });
    expect(publishErrorMessage(t, new UploadError("network_error", "x"), "video")).toBe(
      "content.errors.network content.errors.mobileHint",
    );
    expect(publishErrorMessage(t, new UploadError("network_error", "x"), "image")).toBe("content.errors.network");
    expect(publishErrorMessage(t, new UploadError("permission_denied", "x"), "video")).toBe(
      "content.errors.permission",
    );
    vi.stubGlobal("navigator", { userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/120" });
    expect(publishErrorMessage(t, new UploadError("network_error", "x"), "video")).toBe("content.errors.network");
  });
});

describe("server field errors", () => {
  it("maps the domain's validation keys to the post screens' own", () => {
    const error = new ApiError(400, "validation_failed", "bad", { fields: { title: "validation.titleRequired" } });
    expect(serverFieldErrors(error)).toEqual({ title: "content.validation.titleRequired" });
    expect(serverFieldErrors(new ApiError(500, "internal_error", "boom"))).toEqual({});
    expect(contentValidationKey("validation.tooLong")).toBe("content.validation.tooLong");
  });
});
