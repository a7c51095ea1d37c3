// The create-post form: type, details, pay-per-view price, file and thumbnail; save as a draft or
// publish. Nothing typed is lost on an error; after success the form starts again and a notice shows for 5 s.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { ChosenPostStatus, PostType } from "../../../domain/content";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { TextAreaField, TextField } from "../../ui/fields";
import { AudienceFields } from "./audience-fields";
import { publishErrorMessage, serverFieldErrors } from "./error-messages";
import { FilePicker } from "./file-picker";
import { draftImages, withImages } from "./image-draft";
import { ImageFilesField } from "./image-files-field";
import {
  checkDraft,
  emptyDraft,
  filesToUpload,
  pickFile,
  releaseFile,
  type PickedFile,
  type PostDraft,
} from "./post-draft";
import { maxMegabytes } from "./post-files";
import { PostTypePicker } from "./post-type-picker";
import {
  checkRelease,
  emptyRelease,
  scheduledIso,
  stepDownDays,
  type ReleaseErrors,
  type ReleaseField,
} from "./release-choice";
import { ReleaseFields } from "./release-fields";
import { storageProblem, storageProblemText, storageUsageKey, useStorageUsage } from "./storage-usage";
import { StorageUsageLine } from "./storage-usage-line";
import { ThumbnailField, type VideoReading } from "./thumbnail-field";
import { checkUnlockPrice, notSoldAlone, unlockPriceCents } from "./unlock-price";
import { UnlockPriceFields } from "./unlock-price-fields";
import { UploadProgress } from "./upload-progress";
import { PublishFailure, usePublishPost } from "./use-publish-post";
import { useTimedNotice } from "../../lib/use-timed-notice";
import { UploadError } from "./upload";
import { readVideo } from "./video-thumbnail";

/** Spec: the created-post notice stays 5 s. */
export const CREATED_NOTICE_MS = 5000;

type Field = "title" | "description" | "file" | "thumbnail";
type FieldErrors = Partial<Record<Field, { key: string; values?: Record<string, unknown> }>>;
type Failure = { message: string; isCancel: boolean };

const releaseAll = (draft: PostDraft) =>
  [draft.file, ...draft.moreImages, draft.customThumbnail, draft.autoThumbnail].forEach(releaseFile);

export function CreatePostForm() {
  const { t, i18n } = useTranslation();
  const { phase, publish, cancel } = usePublishPost();
  const queryClient = useQueryClient();
  const { data: usage } = useStorageUsage();
  const created = useTimedNotice<ChosenPostStatus>(CREATED_NOTICE_MS);
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<PostDraft>(emptyDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [reading, setReading] = useState<VideoReading>("idle");
  const [attempt, setAttempt] = useState(0);
  const [release, setRelease] = useState(emptyRelease);
  const [releaseErrors, setReleaseErrors] = useState<ReleaseErrors>({});
  const [unlockPrice, setUnlockPrice] = useState(notSoldAlone);
  const [unlockPriceError, setUnlockPriceError] = useState<string>();
  // Which chosen video a frame capture belongs to; a newer choice makes older results stale.
  const readingToken = useRef(0);
  const latestDraft = useRef(draft);

  useEffect(() => {
    latestDraft.current = draft;
  }, [draft]);
  useEffect(() => () => releaseAll(latestDraft.current), []);

  // After a refused submit, take keyboard and screen-reader users to the first field to fix.
  useEffect(() => {
    if (attempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const isBusy = phase.step !== "idle";
  const hasFile = draft.type !== "text";
  const update = (patch: Partial<PostDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const clearError = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));
  const errorText = (field: Field) => (errors[field] ? t(errors[field].key, errors[field].values) : undefined);

  /**
   * Refuses files that would take the creator past the storage quota or the hourly video limit,
   * saying so under the file field, before any byte is sent. Returns whether they were refused.
   */
  function refusedForStorage(files: readonly { size: number }[], videoCount: number) {
    const problem = storageProblem(usage, files, videoCount);
    if (!problem) return false;
    setErrors((current) => ({ ...current, file: storageProblemText(i18n.language, problem, usage!) }));
    return true;
  }

  function changeType(type: PostType) {
    if (type === draft.type) return;
    // Spec: changing the content type clears the chosen file and thumbnail.
    readingToken.current++;
    releaseAll(draft);
    setReading("idle");
    update({ type, file: null, moreImages: [], customThumbnail: null, autoThumbnail: null, durationSeconds: null });
    setErrors((current) => ({ ...current, file: undefined, thumbnail: undefined }));
  }

  function chooseFile(file: File) {
    if (refusedForStorage([file], draft.type === "video" ? 1 : 0)) return;
    releaseFile(draft.file);
    releaseFile(draft.autoThumbnail);
    const token = ++readingToken.current;
    update({ file: pickFile(file), autoThumbnail: null, durationSeconds: null });
    clearError("file");
    if (draft.type !== "video") return;
    setReading("reading");
    void readVideo(file).then((facts) => {
      if (readingToken.current !== token) return;
      update({ autoThumbnail: facts.thumbnail && pickFile(facts.thumbnail), durationSeconds: facts.durationSeconds });
      setReading(facts.thumbnail ? "ready" : "failed");
    });
  }

  // Removing or reordering pictures never needs more room, so only a longer list is checked.
  const addsImages = (images: readonly PickedFile[]) => images.length > draftImages(draft).length;

  function removeFile() {
    readingToken.current++;
    releaseFile(draft.file);
    releaseFile(draft.autoThumbnail);
    setReading("idle");
    update({ file: null, autoThumbnail: null, durationSeconds: null });
  }

  function chooseThumbnail(file: File) {
    releaseFile(draft.customThumbnail);
    update({ customThumbnail: pickFile(file) });
    clearError("thumbnail");
  }

  function removeThumbnail() {
    releaseFile(draft.customThumbnail);
    update({ customThumbnail: null });
  }

  async function submit(status: ChosenPostStatus) {
    created.hide();
    setFailure(null);
    const found = checkDraft(draft);
    setErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, { key }])));
    // A draft keeps its step-downs but is not scheduled.
    const foundRelease = checkRelease(status === "draft" ? { ...release, mode: "now" } : release, draft.requiredTier);
    setReleaseErrors(foundRelease);
    const priceError = checkUnlockPrice(unlockPrice, draft.requiredTier);
    setUnlockPriceError(priceError);
    if (Object.keys(found).length > 0 || Object.keys(foundRelease).length > 0 || priceError) {
      setAttempt((count) => count + 1);
      return;
    }
    const files = filesToUpload(draft);
    if (
      refusedForStorage(
        files.map(({ file }) => file),
        files.filter(({ kind }) => kind === "video").length,
      )
    ) {
      setAttempt((count) => count + 1);
      return;
    }
    try {
      await publish(draft, status, {
        ...stepDownDays(release, draft.requiredTier),
        ...(status === "scheduled" && { scheduledFor: scheduledIso(release) }),
        unlockPriceCents: unlockPriceCents(unlockPrice, draft.requiredTier) ?? null,
      });
      setRelease(emptyRelease);
      setUnlockPrice(notSoldAlone);
      releaseAll(draft);
      readingToken.current++;
      setReading("idle");
      setDraft(emptyDraft);
      setErrors({});
      created.show(status);
    } catch (error) {
      // Whatever was uploaded before the failure is stored (and counted) until a post uses it or a day passes.
      void queryClient.invalidateQueries({ queryKey: storageUsageKey });
      const reason = error instanceof PublishFailure ? error.reason : error;
      const fields = serverFieldErrors(reason);
      const isReleaseField = (field: string): field is ReleaseField =>
        ["scheduledFor", "opensToProAfterDays", "opensToEveryoneAfterDays"].includes(field);
      setReleaseErrors(Object.fromEntries(Object.entries(fields).filter(([field]) => isReleaseField(field))));
      setUnlockPriceError(fields.unlockPriceCents);
      if (Object.keys(fields).length > 0) {
        setErrors(
          Object.fromEntries(
            Object.entries(fields).map(([field, key]) => [
              field === "mediaUploadId" || field === "imageUploadIds" ? "file" : field,
              { key },
            ]),
          ),
        );
        setAttempt((count) => count + 1);
      }
      const file = error instanceof PublishFailure ? error.file : draft.type === "video" ? "video" : "image";
      setFailure({
        message: publishErrorMessage(t, reason, file, i18n.language),
        isCancel: reason instanceof UploadError && reason.code === "upload_cancelled",
      });
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(release.mode === "schedule" ? "scheduled" : "published");
  }

  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-label={t("content.create.formLabel")} className="space-y-6">
      <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <PostTypePicker value={draft.type} disabled={isBusy} onChange={changeType} />
        <fieldset disabled={isBusy} className="space-y-5">
          <TextField
            label={t("content.form.title")}
            value={draft.title}
            maxLength={150}
            onChange={(event) => {
              update({ title: event.target.value });
              clearError("title");
            }}
            error={errorText("title")}
          />
          <TextAreaField
            label={t("content.form.description")}
            hint={draft.type === "text" ? t("content.form.descriptionTextHint") : t("content.form.descriptionHint")}
            value={draft.description}
            rows={draft.type === "text" ? 8 : 4}
            maxLength={5000}
            onChange={(event) => update({ description: event.target.value })}
            error={errorText("description")}
          />
          <AudienceFields
            category={draft.category}
            requiredTier={draft.requiredTier}
            onChange={(patch) => {
              update(patch);
              if (patch.requiredTier) setUnlockPriceError(undefined);
            }}
            withTierHint
          />
          <UnlockPriceFields
            tier={draft.requiredTier}
            value={unlockPrice}
            onChange={(next) => {
              setUnlockPrice(next);
              setUnlockPriceError(undefined);
            }}
            error={unlockPriceError}
            onCheck={() => setUnlockPriceError(checkUnlockPrice(unlockPrice, draft.requiredTier))}
          />
        </fieldset>

        {hasFile && (
          <div className="space-y-5 border-t border-slate-100 pt-5">
            <StorageUsageLine />
            {draft.type === "image" ? (
              <ImageFilesField
                images={draftImages(draft)}
                error={errorText("file")}
                disabled={isBusy}
                onChange={(images) => {
                  if (
                    addsImages(images) &&
                    refusedForStorage(
                      images.map((picked) => picked.file),
                      0,
                    )
                  )
                    return;
                  update(withImages(images));
                  clearError("file");
                }}
                onRefuse={(key, values) => setErrors((current) => ({ ...current, file: { key, values } }))}
              />
            ) : (
              <FilePicker
                kind={draft.type === "video" ? "video" : "image"}
                label={t(`content.file.${draft.type}.label`)}
                chooseLabel={t(`content.file.${draft.type}.choose`)}
                hint={t(`content.file.${draft.type}.hint`, {
                  maxMb: maxMegabytes(draft.type === "video" ? "video" : "image"),
                })}
                file={draft.file?.file ?? null}
                error={errorText("file")}
                disabled={isBusy}
                onChoose={chooseFile}
                onRefuse={(key, values) => setErrors((current) => ({ ...current, file: { key, values } }))}
                onRemove={removeFile}
                removeLabel={t("content.file.remove")}
              />
            )}
            <ThumbnailField
              draft={draft}
              reading={reading}
              error={errorText("thumbnail")}
              disabled={isBusy}
              onChoose={chooseThumbnail}
              onRefuse={(key, values) => setErrors((current) => ({ ...current, thumbnail: { key, values } }))}
              onRemove={removeThumbnail}
            />
          </div>
        )}
        <ReleaseFields
          value={release}
          tier={draft.requiredTier}
          errors={releaseErrors}
          disabled={isBusy}
          onChange={(patch) => {
            setRelease((current) => ({ ...current, ...patch }));
            setReleaseErrors({});
          }}
        />
      </div>

      {failure && <Alert tone={failure.isCancel ? "info" : "error"}>{failure.message}</Alert>}
      {created.notice && (
        <Alert tone="success" className="flex flex-wrap items-center justify-between gap-2">
          <span>
            {t(
              created.notice === "published"
                ? "content.create.success"
                : created.notice === "scheduled"
                  ? "content.create.scheduled"
                  : "content.create.draftSaved",
            )}
          </span>
          <Link to="/dashboard/influencer/posts" className="font-semibold underline">
            {t("content.create.viewPosts")}
          </Link>
        </Alert>
      )}
      {phase.step !== "idle" && <UploadProgress phase={phase} onCancel={cancel} />}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={isBusy || reading === "reading"} onClick={() => void submit("draft")}>
          {t("content.create.saveDraft")}
        </Button>
        <Button type="submit" isLoading={isBusy} disabled={reading === "reading"}>
          {t(release.mode === "schedule" ? "content.create.schedule" : "content.create.publish")}
        </Button>
      </div>
    </form>
  );
}
