// The post's thumbnail: a frame of the video (made in the browser) or the image itself,
// unless the creator picks their own picture.
import { useTranslation } from "../../i18n";
import { LoadingLine } from "../../ui/loading-line";
import { FilePicker } from "./file-picker";
import type { PostDraft } from "./post-draft";

export type VideoReading = "idle" | "reading" | "ready" | "failed";

interface ThumbnailFieldProps {
  draft: PostDraft;
  reading: VideoReading;
  error?: string;
  disabled?: boolean;
  onChoose(file: File): void;
  onRefuse(key: string, values: Record<string, unknown>): void;
  onRemove(): void;
}

function Preview({ url, caption }: { url: string; caption: string }) {
  return (
    <figure className="w-full max-w-xs">
      <img
        src={url}
        alt=""
        className="aspect-video w-full rounded-lg border border-slate-200 bg-slate-100 object-cover"
      />
      <figcaption className="mt-1 text-xs text-slate-500">{caption}</figcaption>
    </figure>
  );
}

export function ThumbnailField({ draft, reading, error, disabled, onChoose, onRefuse, onRemove }: ThumbnailFieldProps) {
  const { t } = useTranslation();
  let preview = null;
  if (draft.customThumbnail)
    preview = <Preview url={draft.customThumbnail.url} caption={t("content.thumbnail.custom")} />;
  else if (draft.type === "video" && draft.autoThumbnail)
    preview = <Preview url={draft.autoThumbnail.url} caption={t("content.thumbnail.generated")} />;
  else if (draft.type === "video" && reading === "reading")
    preview = <LoadingLine label={t("content.thumbnail.generating")} />;
  else if (draft.type === "video" && reading === "failed")
    preview = <p className="text-sm text-amber-800">{t("content.thumbnail.failed")}</p>;
  else if (draft.type === "image" && draft.file)
    preview = <Preview url={draft.file.url} caption={t("content.thumbnail.fromImage")} />;

  return (
    <FilePicker
      kind="thumbnail"
      label={t("content.thumbnail.label")}
      chooseLabel={t("content.thumbnail.choose")}
      hint={t("content.thumbnail.hint")}
      file={draft.customThumbnail?.file ?? null}
      error={error}
      disabled={disabled}
      onChoose={onChoose}
      onRefuse={onRefuse}
      onRemove={onRemove}
      removeLabel={t("content.thumbnail.remove")}
    >
      {preview}
    </FilePicker>
  );
}
