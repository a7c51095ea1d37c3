// Writing a community post: the text (up to 2,000 characters) and up to 4 pictures, each uploaded
// as soon as it is picked (checked and re-encoded by the server). What was typed and picked stays
// when sending fails.
import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { COMMUNITY_POST_MAX_LENGTH, MAX_COMMUNITY_IMAGES } from "../../../domain/community";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { communityErrorKey } from "./community-error";
import { uploadCommunityImage, type UploadedImage } from "./image-upload";
import { useCreatePost } from "./queries";

export function PostComposer({ username }: { username: string }) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreatePost(username);
  const [body, setBody] = useState("");
  const [images, setImages] = useState<UploadedImage[]>([]);
  const [uploading, setUploading] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    setUploadError(null);
    const room = MAX_COMMUNITY_IMAGES - images.length - uploading;
    if (files.length > room) setUploadError(t("community.composer.tooManyImages", { max: MAX_COMMUNITY_IMAGES }));
    for (const file of files.slice(0, Math.max(room, 0))) {
      setUploading((n) => n + 1);
      try {
        const image = await uploadCommunityImage(username, file);
        setImages((current) => [...current, image]);
      } catch (error) {
        setUploadError(t(communityErrorKey(error)));
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) return setProblem(t("community.composer.required"));
    if (text.length > COMMUNITY_POST_MAX_LENGTH) {
      return setProblem(t("community.validation.tooLong", { max: COMMUNITY_POST_MAX_LENGTH }));
    }
    setProblem(null);
    create.mutate(
      { body: text, imageIds: images.map((image) => image.id) },
      {
        onSuccess: () => {
          setBody("");
          setImages([]);
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      aria-label={t("community.composer.title")}
    >
      <label htmlFor={`${id}-body`} className="block font-semibold text-slate-900">
        {t("community.composer.label")}
      </label>
      <textarea
        id={`${id}-body`}
        value={body}
        rows={3}
        onChange={(event) => setBody(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-count`}
        placeholder={t("community.composer.placeholder")}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
      />
      <p id={`${id}-count`} className="text-xs text-slate-600">
        {t("community.composer.count", { count: body.trim().length, max: COMMUNITY_POST_MAX_LENGTH })}
      </p>
      {problem && <p className="text-sm text-red-700">{problem}</p>}
      {images.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t("community.composer.picked")}>
          {images.map((image, index) => (
            <li key={image.id} className="relative">
              <img
                src={image.thumbnailUrl}
                alt={t("community.composer.pickedAlt", { number: index + 1 })}
                className="h-20 w-20 rounded-lg object-cover"
              />
              <button
                type="button"
                onClick={() => setImages((current) => current.filter((other) => other.id !== image.id))}
                className="absolute -top-2 -right-2 rounded-full bg-slate-900 px-2 text-sm text-white"
                aria-label={t("community.composer.removeImage", { number: index + 1 })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {uploadError && (
        <div id={`${id}-images-error`}>
          <Alert tone="error">{uploadError}</Alert>
        </div>
      )}
      {create.isError && <Alert tone="error">{t(communityErrorKey(create.error))}</Alert>}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          {/* Drawn like ui/file-button.tsx, not with it: sharing it would split it into a chunk of its
              own, one more name in the router's preload list that every first visit downloads. */}
          <input
            id={`${id}-images`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            disabled={images.length + uploading >= MAX_COMMUNITY_IMAGES}
            onChange={(event) => void pick(event)}
            className="peer sr-only"
            aria-invalid={uploadError ? true : undefined}
            aria-describedby={uploadError ? `${id}-images-error` : `${id}-images-hint`}
          />
          <label
            htmlFor={`${id}-images`}
            className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 peer-disabled:pointer-events-none peer-disabled:opacity-60 hover:bg-slate-100"
          >
            {t("community.composer.addImages")}
          </label>
          <p id={`${id}-images-hint`} className="mt-1 text-xs text-slate-600">
            {uploading > 0
              ? t("community.composer.uploading")
              : t("community.composer.imagesHint", { max: MAX_COMMUNITY_IMAGES })}
          </p>
        </div>
        <Button type="submit" isLoading={create.isPending} disabled={uploading > 0}>
          {t("community.composer.submit")}
        </Button>
      </div>
    </form>
  );
}
