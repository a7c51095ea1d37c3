// Editing a post: title, description, category, tier, pay-per-view price and thumbnail; a draft can
// be published here.
// A video post also has its preview switch and captions, saved apart from the form.
import { DialogActions, DialogCloseButton, ModalFrame } from "../../ui/dialog";
import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { postEditSchema } from "../../../domain/content";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { CheckboxField, TextAreaField, TextField } from "../../ui/fields";
import { AudienceFields } from "./audience-fields";
import { contentValidationKey, publishErrorMessage, serverFieldErrors } from "./error-messages";
import { FilePicker } from "./file-picker";
import { pickFile, releaseFile, type PickedFile } from "./post-draft";
import { withMimeType } from "./post-files";
import { useUpdatePost, type OwnPost, type PostEdit } from "./queries";
import {
  checkRelease,
  releaseOf,
  scheduledIso,
  stepDownDays,
  type ReleaseErrors,
  type ReleaseField,
} from "./release-choice";
import { ReleaseFields } from "./release-fields";
import { checkUnlockPrice, unlockPriceCents, unlockPriceChoiceOf } from "./unlock-price";
import { UnlockPriceFields } from "./unlock-price-fields";
import { uploadFile, type UploadHandle } from "./upload";
import { VideoSettings } from "./video/video-settings";

type Fields = Pick<OwnPost, "title" | "category" | "requiredTier"> & { description: string; publish: boolean };
type Errors = Partial<Record<"title" | "description" | "thumbnail", { key: string; values?: Record<string, unknown> }>>;

function EditForm({ post, onSaved }: { post: OwnPost; onSaved(): void }) {
  const { t, i18n } = useTranslation();
  const update = useUpdatePost();
  const [fields, setFields] = useState<Fields>({
    title: post.title,
    description: post.description ?? "",
    category: post.category,
    requiredTier: post.requiredTier,
    publish: false,
  });
  const [thumbnail, setThumbnail] = useState<PickedFile | null>(null);
  const [release, setRelease] = useState(() => releaseOf(post));
  const [releaseErrors, setReleaseErrors] = useState<ReleaseErrors>({});
  const [unlockPrice, setUnlockPrice] = useState(() => unlockPriceChoiceOf(post.unlockPriceCents, i18n.language));
  const [unlockPriceError, setUnlockPriceError] = useState<string>();
  const priceRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const upload = useRef<UploadHandle | null>(null);
  const latestThumbnail = useRef(thumbnail);

  useEffect(() => {
    latestThumbnail.current = thumbnail;
  }, [thumbnail]);
  useEffect(
    () => () => {
      upload.current?.cancel();
      releaseFile(latestThumbnail.current);
    },
    [],
  );

  const isBusy = isUploading || update.isPending;
  const set = (patch: Partial<Fields>) => setFields((current) => ({ ...current, ...patch }));
  const errorText = (field: keyof Errors) => (errors[field] ? t(errors[field].key, errors[field].values) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const edit: PostEdit = {
      title: fields.title,
      description: fields.description,
      category: fields.category,
      requiredTier: fields.requiredTier,
      ...(fields.publish ? { status: "published" as const } : {}),
      ...releaseEdit(post, release, fields.requiredTier),
      // Null stops selling the post (a Rookie post never is); whoever bought it keeps it.
      unlockPriceCents: unlockPriceCents(unlockPrice, fields.requiredTier) ?? null,
    };
    const foundRelease = checkRelease(
      { ...release, mode: "scheduledFor" in edit ? "schedule" : "now" },
      fields.requiredTier,
    );
    setReleaseErrors(foundRelease);
    const priceError = checkUnlockPrice(unlockPrice, fields.requiredTier);
    setUnlockPriceError(priceError);
    if (priceError) priceRef.current?.focus();
    if (Object.keys(foundRelease).length > 0 || priceError) return;
    const checked = postEditSchema.safeParse(edit);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (field === "title" || field === "description") found[field] ??= { key: contentValidationKey(issue.message) };
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      if (thumbnail) {
        setIsUploading(true);
        upload.current = uploadFile(withMimeType(thumbnail.file), "thumbnail", () => {});
        try {
          edit.thumbnailUploadId = await upload.current.done;
        } finally {
          upload.current = null;
          setIsUploading(false);
        }
      }
      await update.mutateAsync({ id: post.id, edit });
      onSaved();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      const isReleaseField = (field: string): field is ReleaseField =>
        ["scheduledFor", "opensToProAfterDays", "opensToEveryoneAfterDays"].includes(field);
      setReleaseErrors(Object.fromEntries(Object.entries(fieldErrors).filter(([field]) => isReleaseField(field))));
      setUnlockPriceError(fieldErrors.unlockPriceCents);
      setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([field, key]) => [field, { key }])));
      setFailure(publishErrorMessage(t, error, "thumbnail"));
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <fieldset disabled={isBusy} className="space-y-5">
        <TextField
          label={t("content.form.title")}
          value={fields.title}
          maxLength={150}
          onChange={(event) => set({ title: event.target.value })}
          error={errorText("title")}
        />
        <TextAreaField
          label={t("content.form.description")}
          value={fields.description}
          rows={post.type === "text" ? 8 : 4}
          maxLength={5000}
          onChange={(event) => set({ description: event.target.value })}
          error={errorText("description")}
        />
        <AudienceFields
          category={fields.category}
          requiredTier={fields.requiredTier}
          onChange={(patch) => {
            set(patch);
            if (patch.requiredTier) setUnlockPriceError(undefined);
          }}
        />
        <UnlockPriceFields
          tier={fields.requiredTier}
          value={unlockPrice}
          onChange={(next) => {
            setUnlockPrice(next);
            setUnlockPriceError(undefined);
          }}
          error={unlockPriceError}
          onCheck={() => setUnlockPriceError(checkUnlockPrice(unlockPrice, fields.requiredTier))}
          isSold={post.unlockPriceCents !== null}
          priceRef={priceRef}
        />
        {post.type !== "text" && (
          <FilePicker
            kind="thumbnail"
            label={t("content.thumbnail.label")}
            chooseLabel={t("content.edit.newThumbnail")}
            hint={t("content.edit.thumbnailHint")}
            file={thumbnail?.file ?? null}
            error={errorText("thumbnail")}
            onChoose={(file) => {
              releaseFile(thumbnail);
              setThumbnail(pickFile(file));
              setErrors((current) => ({ ...current, thumbnail: undefined }));
            }}
            onRefuse={(key, values) => setErrors((current) => ({ ...current, thumbnail: { key, values } }))}
            onRemove={() => {
              releaseFile(thumbnail);
              setThumbnail(null);
            }}
            removeLabel={t("content.thumbnail.remove")}
          >
            {(thumbnail?.url ?? post.thumbnailUrl) && (
              <img
                src={thumbnail?.url ?? post.thumbnailUrl ?? undefined}
                alt=""
                className="aspect-video w-full max-w-xs rounded-lg border border-slate-200 bg-slate-100 object-cover"
              />
            )}
          </FilePicker>
        )}
        <ReleaseFields
          value={release}
          tier={fields.requiredTier}
          errors={releaseErrors}
          canSchedule={post.status === "scheduled"}
          onChange={(patch) => {
            setRelease((current) => ({ ...current, ...patch }));
            setReleaseErrors({});
          }}
        />
        {post.status === "draft" && (
          <CheckboxField
            label={t("content.edit.publishNow")}
            checked={fields.publish}
            onChange={(event) => set({ publish: event.target.checked })}
          />
        )}
      </fieldset>
      {post.type === "video" && <VideoSettings postId={post.id} />}
      {failure && <Alert tone="error">{failure}</Alert>}
      <DialogActions>
        <Dialog.Close asChild>
          <Button variant="secondary" disabled={isBusy}>
            {t("common.cancel")}
          </Button>
        </Dialog.Close>
        <Button type="submit" isLoading={isBusy}>
          {t("content.edit.save")}
        </Button>
      </DialogActions>
    </form>
  );
}

/** A scheduled post publishes now or moves to a new time (sent only when changed); step-downs always go. */
function releaseEdit(post: OwnPost, release: ReturnType<typeof releaseOf>, tier: OwnPost["requiredTier"]): PostEdit {
  const saved = releaseOf(post);
  const schedule =
    post.status !== "scheduled"
      ? {}
      : release.mode === "now"
        ? { status: "published" as const }
        : release.date !== saved.date || release.time !== saved.time
          ? { scheduledFor: scheduledIso(release) }
          : {};
  return { ...schedule, ...stepDownDays(release, tier) };
}

export function PostEditDialog({
  post,
  onClose,
  onSaved,
  returnFocus,
}: {
  post: OwnPost | null;
  onClose(): void;
  onSaved(): void;
  returnFocus(): void;
}) {
  const { t } = useTranslation();
  return (
    <ModalFrame
      isOpen={post !== null}
      onClose={onClose}
      returnFocus={returnFocus}
      aria-describedby={undefined}
      className="max-h-[92vh] w-[min(94vw,40rem)] overflow-y-auto p-5 sm:p-6"
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <Dialog.Title className="text-lg font-bold text-slate-900">{t("content.edit.title")}</Dialog.Title>
        <DialogCloseButton label={t("common.close")} />
      </div>
      {post && <EditForm key={post.id} post={post} onSaved={onSaved} />}
    </ModalFrame>
  );
}
