// The words for a refused community request, by the server's error code.
import { ApiError } from "../../lib/api";

const known: Record<string, string> = {
  community_follow_required: "community.errors.followRequired",
  community_tier_required: "community.errors.tierRequired",
  community_comments_closed: "community.errors.commentsClosed",
  community_post_not_found: "community.errors.postGone",
  community_comment_not_found: "community.errors.commentGone",
  too_many_pins: "community.errors.tooManyPins",
  too_many_image_uploads: "community.errors.tooManyUploads",
  unsupported_file_type: "community.errors.imageType",
  file_too_large: "community.errors.imageTooLarge",
  invalid_image: "community.errors.imageUnreadable",
  image_dimensions_too_large: "community.errors.imageTooLarge",
  network_error: "community.errors.network",
};

export function communityErrorKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === "validation_failed" && error.details?.fields?.imageIds) return "community.errors.imagesGone";
    return known[error.code] ?? "community.errors.generic";
  }
  return "community.errors.generic";
}
