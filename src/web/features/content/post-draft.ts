// The create-post form's state and its check against the domain's post schema.
import { postSchema, type PostCategory, type PostType, type UploadKind } from "../../../domain/content";
import type { Tier } from "../../../domain/memberships";
import { contentValidationKey } from "./error-messages";

/** A chosen file with a preview URL made when it was chosen (released when replaced). */
export interface PickedFile {
  file: File;
  url: string;
}

export const pickFile = (file: File): PickedFile => ({ file, url: URL.createObjectURL(file) });
export const releaseFile = (picked: PickedFile | null) => picked && URL.revokeObjectURL(picked.url);

export interface PostDraft {
  title: string;
  description: string;
  category: PostCategory;
  type: PostType;
  requiredTier: Tier;
  file: PickedFile | null;
  /** An image post's further pictures, in gallery order after `file` (see image-draft.ts). */
  moreImages: PickedFile[];
  /** The creator's own thumbnail; replaces the automatic one. */
  customThumbnail: PickedFile | null;
  /** A frame of the chosen video, made in the browser. */
  autoThumbnail: PickedFile | null;
  durationSeconds: number | null;
}

// The spec's defaults: category workout, type text, tier rookie.
export const emptyDraft: PostDraft = {
  title: "",
  description: "",
  category: "workout",
  type: "text",
  requiredTier: "rookie",
  file: null,
  moreImages: [],
  customThumbnail: null,
  autoThumbnail: null,
  durationSeconds: null,
};

export type DraftErrors = Partial<Record<"title" | "description" | "file", string>>;

// Stands in for the upload id while checking: the file is uploaded only once the form is valid.
const PENDING_UPLOAD_ID = "00000000-0000-4000-8000-000000000000";

/** The i18n keys of what is wrong with the draft, by field. */
export function checkDraft(draft: PostDraft): DraftErrors {
  const result = postSchema.safeParse({
    title: draft.title,
    description: draft.description,
    category: draft.category,
    type: draft.type,
    requiredTier: draft.requiredTier,
    mediaUploadId: draft.file ? PENDING_UPLOAD_ID : null,
  });
  if (result.success) return {};
  const errors: DraftErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === "title" || field === "description") errors[field] ??= contentValidationKey(issue.message);
    // 'Please select a video file' / 'Please select an image file'.
    if (field === "mediaUploadId")
      errors.file = draft.type === "video" ? "content.validation.videoRequired" : "content.validation.imageRequired";
  }
  return errors;
}

/** The thumbnail that goes with the post: the creator's own, else the video's frame; an image post uses itself. */
export const thumbnailOf = (draft: PostDraft) =>
  draft.customThumbnail ?? (draft.type === "video" ? draft.autoThumbnail : null);

/**
 * The files publishing the draft uploads, in order: its video or first picture, the thumbnail, an image post's further
 * pictures.
 */
export function filesToUpload(draft: PostDraft): { file: File; kind: UploadKind }[] {
  if (draft.type === "text") return [];
  const thumbnail = thumbnailOf(draft);
  return [
    ...(draft.file ? [{ file: draft.file.file, kind: draft.type }] : []),
    ...(thumbnail ? [{ file: thumbnail.file, kind: "thumbnail" as const }] : []),
    ...(draft.type === "image"
      ? draft.moreImages.map((picked) => ({ file: picked.file, kind: "image" as const }))
      : []),
  ];
}
