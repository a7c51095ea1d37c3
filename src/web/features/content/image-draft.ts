// An image post's pictures in the create-post draft: the first is the draft's `file` (what every
// one-file path uses: the check, the thumbnail preview), the rest follow in `moreImages`.
import type { PickedFile, PostDraft } from "./post-draft";

export const draftImages = (draft: Pick<PostDraft, "file" | "moreImages">): PickedFile[] =>
  draft.file ? [draft.file, ...draft.moreImages] : [];

export const withImages = (images: readonly PickedFile[]): Pick<PostDraft, "file" | "moreImages"> => ({
  file: images[0] ?? null,
  moreImages: images.slice(1),
});
