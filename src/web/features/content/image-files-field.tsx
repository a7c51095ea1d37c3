// An image post's pictures: choose several at once or add more later (up to 5), see each as a
// thumbnail, remove any or move it earlier. Files past the limit are refused with the spec's
// 'Maximum 5 files allowed'; the pictures already chosen and the rest of the form stay as they are.
import { useId, type ChangeEvent } from "react";
import { MAX_POST_IMAGES } from "../../../domain/gallery";
import { useTranslation } from "../../i18n";
import { PathIcon } from "../../ui/icon";
import { ContentIcon } from "./content-icons";
import { pickFile, releaseFile, type PickedFile } from "./post-draft";
import { acceptFor, checkFile, maxMegabytes } from "./post-files";
import { FileButton } from "../../ui/file-button";

interface ImageFilesFieldProps {
  images: readonly PickedFile[];
  /** An i18n-resolved message about the pictures. */
  error?: string;
  disabled?: boolean;
  onChange(images: PickedFile[]): void;
  /** A refused file: the i18n key of the reason and its values. */
  onRefuse(key: string, values: Record<string, unknown>): void;
}

const ARROW_LEFT = "M15 6l-6 6 6 6";

export function ImageFilesField({ images, error, disabled, onChange, onRefuse }: ImageFilesFieldProps) {
  const { t } = useTranslation();
  const id = useId();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    // Lets the same file be chosen again after removing it.
    event.target.value = "";
    if (chosen.length === 0) return;
    const fitting = chosen.filter((file) => checkFile("image", file) === null);
    const room = MAX_POST_IMAGES - images.length;
    const added = fitting.slice(0, Math.max(0, room)).map(pickFile);
    if (added.length > 0) onChange([...images, ...added]);
    // The one reason shown is the first that applies, in the order a creator would fix them.
    const problem = chosen.map((file) => checkFile("image", file)).find((found) => found !== null);
    if (fitting.length > room) onRefuse("content.validation.tooManyFiles", { n: MAX_POST_IMAGES });
    else if (problem === "type") onRefuse("content.validation.pictureType", {});
    else if (problem === "size") onRefuse("content.validation.fileTooLarge", { maxMb: maxMegabytes("image") });
  }

  function remove(index: number) {
    releaseFile(images[index] ?? null);
    onChange(images.filter((_, position) => position !== index));
  }

  function moveEarlier(index: number) {
    const next = [...images];
    [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
    onChange(next);
  }

  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-800">{t("content.file.image.label")}</p>
      {images.length > 0 && (
        <ol className="grid max-w-md grid-cols-3 gap-2">
          {images.map((image, index) => (
            <li key={image.url} className="relative min-w-0">
              <img
                src={image.url}
                alt={t("content.images.preview", { n: index + 1 })}
                className="aspect-square w-full rounded-lg border border-slate-200 bg-slate-100 object-cover"
              />
              <span className="mt-1 block truncate text-xs text-slate-600">{image.file.name}</span>
              <div className="absolute top-1 right-1 left-1 flex justify-between">
                {index > 0 ? (
                  <button
                    type="button"
                    onClick={() => moveEarlier(index)}
                    disabled={disabled}
                    aria-label={t("content.images.moveEarlier", { n: index + 1 })}
                    className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow hover:bg-white hover:text-slate-900"
                  >
                    <PathIcon d={ARROW_LEFT} className="h-4 w-4" />
                  </button>
                ) : (
                  <span />
                )}
                <button
                  type="button"
                  onClick={() => remove(index)}
                  disabled={disabled}
                  aria-label={t("content.images.remove", { n: index + 1 })}
                  className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow hover:bg-white hover:text-slate-900"
                >
                  <ContentIcon name="x" className="h-4 w-4" />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <FileButton
          id={id}
          multiple
          accept={acceptFor("image")}
          disabled={disabled}
          onChange={choose}
          aria-label={t("content.file.image.label")}
          hasError={Boolean(error)}
        >
          <ContentIcon name="upload" className="h-4 w-4 text-slate-500" />
          {images.length > 0 ? t("content.images.addMore") : t("content.images.choose")}
        </FileButton>
        {images.length > 0 && (
          <span className="text-sm text-slate-600" aria-live="polite">
            {t("content.images.count", { count: images.length, max: MAX_POST_IMAGES })}
          </span>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {t("content.images.hint", { n: MAX_POST_IMAGES, maxMb: maxMegabytes("image") })}
        </p>
      )}
    </div>
  );
}
