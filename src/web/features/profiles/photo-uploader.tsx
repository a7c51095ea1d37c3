// One picture picker (profile picture or cover): preview, choose, undo, and the reason a file was refused.
import clsx from "clsx";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "../../i18n";
import type { ImageUrls, ProfileImageKind } from "../../../domain/images";
import { Button } from "../../ui/button";
import { AvatarPreview } from "./avatar-preview";
import { CoverPreview } from "./cover-preview";
import { acceptedImageTypes, checkImageFile, maxMegabytes } from "./profile-image-file";
import { FileButton } from "../../ui/file-button";

interface PhotoUploaderProps {
  kind: ProfileImageKind;
  /** The user's name, for the initial-letter fallback and the alt text. */
  name: string;
  urls: ImageUrls | null;
  file: File | null;
  /** An upload error from the server for this picture. */
  error: string | null;
  disabled?: boolean;
  onChange(file: File | null): void;
}

/** An object URL for the chosen file, made when it is chosen and released when replaced or on leaving. */
function usePreviewUrl(file: File | null) {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const latest = useRef(preview);
  useEffect(() => {
    latest.current = preview;
  }, [preview]);
  useEffect(() => () => void (latest.current && URL.revokeObjectURL(latest.current.url)), []);

  const remember = (chosen: File) => {
    if (preview) URL.revokeObjectURL(preview.url);
    setPreview({ file: chosen, url: URL.createObjectURL(chosen) });
  };
  return { previewUrl: preview && preview.file === file ? preview.url : null, remember };
}

export function PhotoUploader({ kind, name, urls, file, error, disabled, onChange }: PhotoUploaderProps) {
  const { t } = useTranslation();
  const id = useId();
  const [localError, setLocalError] = useState<string | null>(null);
  const { previewUrl, remember } = usePreviewUrl(file);
  const shownError = localError ?? error;
  const label = t(`profiles.photos.${kind}.label`);
  const alt = t(`profiles.photos.${kind}.alt`, { name });

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Let the same file be chosen again after an undo.
    event.target.value = "";
    if (!chosen) return;
    const problem = checkImageFile(kind, chosen);
    if (problem) {
      setLocalError(t(problem.key, problem.key === "profiles.photos.errors.size" ? { maxMb: problem.maxMb } : {}));
      return;
    }
    setLocalError(null);
    remember(chosen);
    onChange(chosen);
  }

  return (
    <div
      className={clsx(
        "flex gap-4",
        kind === "avatar" ? "flex-col items-center text-center sm:flex-row sm:text-left" : "flex-col",
      )}
    >
      {kind === "avatar" ? (
        <AvatarPreview name={name} previewUrl={previewUrl} urls={urls} alt={alt} />
      ) : (
        <CoverPreview previewUrl={previewUrl} urls={urls} alt={alt} className="max-w-3xl" />
      )}
      <div className="min-w-0 space-y-2">
        <p className="font-medium text-slate-900" id={`${id}-title`}>
          {label}
        </p>
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {t("profiles.photos.hint", { maxMb: maxMegabytes(kind) })}
        </p>
        <div
          className={clsx("flex flex-wrap items-center gap-2", kind === "avatar" && "justify-center sm:justify-start")}
        >
          <FileButton
            id={id}
            accept={acceptedImageTypes}
            disabled={disabled}
            onChange={choose}
            hasError={Boolean(shownError)}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4 text-slate-500">
              <path d="M4 5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-1.6l-.9-1.4A1.5 1.5 0 0 0 12.3 3H7.7a1.5 1.5 0 0 0-1.2.6L5.6 5H4Zm6 3a3 3 0 1 1 0 6 3 3 0 0 1 0-6Z" />
            </svg>
            {t(`profiles.photos.${kind}.choose`)}
          </FileButton>
          {file && (
            <Button
              variant="ghost"
              size="sm"
              disabled={disabled}
              onClick={() => onChange(null)}
              aria-label={t(`profiles.photos.${kind}.undo`)}
            >
              {t("profiles.photos.undo")}
            </Button>
          )}
        </div>
        {file && !shownError && (
          <p className="truncate text-xs text-slate-600" title={file.name}>
            {t("profiles.photos.selected", { name: file.name })}
          </p>
        )}
        {shownError && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {shownError}
          </p>
        )}
      </div>
    </div>
  );
}
