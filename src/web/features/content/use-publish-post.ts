// Creating a post: uploads its file and thumbnail (one progress over both), then saves the post.
import { useCallback, useEffect, useRef, useState } from "react";
import type { PostInput, ChosenPostStatus, UploadKind } from "../../../domain/content";
import { filesToUpload, type PostDraft } from "./post-draft";
import { withMimeType } from "./post-files";
import { useCreatePost, type OwnPost } from "./queries";
import { uploadFile, type UploadHandle } from "./upload";

/** The Release fieldset's part of the request (release-choice.ts), and the pay-per-view price (unlock-price.ts). */
export type PostRelease = Partial<
  Pick<PostInput, "scheduledFor" | "opensToProAfterDays" | "opensToEveryoneAfterDays" | "unlockPriceCents">
>;

export type PublishPhase =
  { step: "idle" } | { step: "uploading"; sentBytes: number; totalBytes: number } | { step: "saving" };

/** A failure and the file it was about, so the message can name the right limits. */
export class PublishFailure extends Error {
  constructor(
    readonly reason: unknown,
    readonly file: UploadKind,
  ) {
    super(reason instanceof Error ? reason.message : String(reason));
    this.name = "PublishFailure";
  }
}

export function usePublishPost() {
  const { mutateAsync: createPost } = useCreatePost();
  const [phase, setPhase] = useState<PublishPhase>({ step: "idle" });
  const current = useRef<UploadHandle | null>(null);

  // Leaving the page stops the upload; what was sent resumes if the same file is chosen again.
  useEffect(() => () => current.current?.cancel(), []);

  const publish = useCallback(
    async (draft: PostDraft, status: ChosenPostStatus, release: PostRelease = {}): Promise<OwnPost> => {
      // Each its own resumable upload; an image post's further pictures in gallery order.
      const files = filesToUpload(draft).map(({ file, kind }) => ({ file: withMimeType(file), kind }));
      const totalBytes = files.reduce((sum, entry) => sum + entry.file.size, 0);
      const ids: Partial<Record<UploadKind, string>> = {};
      const imageIds: string[] = [];
      let doneBytes = 0;

      try {
        for (const { file, kind } of files) {
          setPhase({ step: "uploading", sentBytes: doneBytes, totalBytes });
          const handle = uploadFile(file, kind, (sent) =>
            setPhase({ step: "uploading", sentBytes: doneBytes + sent, totalBytes }),
          );
          current.current = handle;
          try {
            const id = await handle.done;
            if (kind === "image") imageIds.push(id);
            else ids[kind] = id;
          } catch (error) {
            throw new PublishFailure(error, kind);
          }
          doneBytes += file.size;
        }
        current.current = null;
        setPhase({ step: "saving" });
        try {
          return await createPost({
            title: draft.title,
            description: draft.description,
            category: draft.category,
            type: draft.type,
            requiredTier: draft.requiredTier,
            status,
            mediaUploadId: draft.type === "text" ? null : (ids.video ?? imageIds[0] ?? null),
            ...(draft.type === "image" && { imageUploadIds: imageIds }),
            thumbnailUploadId: ids.thumbnail ?? null,
            durationSeconds: draft.type === "video" ? draft.durationSeconds : null,
            ...release,
          });
        } catch (error) {
          throw new PublishFailure(error, draft.type === "video" ? "video" : "image");
        }
      } finally {
        current.current = null;
        setPhase({ step: "idle" });
      }
    },
    [createPost],
  );

  const cancel = useCallback(() => current.current?.cancel(), []);
  return { phase, publish, cancel };
}
