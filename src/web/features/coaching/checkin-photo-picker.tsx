// The week's progress photos while the member edits: those already sent (which they may take
// off) and new ones chosen on this device, up to three in all.
import { useEffect, useId, useMemo } from "react";
import { MAX_CHECKIN_PHOTOS } from "../../../domain/checkins";
import { useTranslation } from "../../i18n";
import { FileButton } from "../../ui/file-button";
import type { CheckinPhoto } from "./checkin-queries";

interface CheckinPhotoPickerProps {
  stored: CheckinPhoto[];
  files: File[];
  onFiles(files: File[]): void;
  onRemoveStored(photoId: string): void;
  error?: string;
}

const thumb = "h-20 w-20 rounded-lg bg-slate-100 object-cover sm:h-24 sm:w-24";
const removeButton =
  "absolute -top-2 -right-2 flex h-7 w-7 items-center justify-center rounded-full bg-slate-900 text-white shadow hover:bg-slate-700";

export function CheckinPhotoPicker({ stored, files, onFiles, onRemoveStored, error }: CheckinPhotoPickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const room = MAX_CHECKIN_PHOTOS - stored.length - files.length;
  let number = 0;

  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-800">{t("checkins.fields.photos")}</p>
      <ul className="flex flex-wrap gap-3 empty:hidden">
        {stored.map((photo) => {
          const label = t("checkins.member.removePhoto", { number: ++number });
          return (
            <li key={photo.id} className="relative">
              <img src={photo.thumbnailUrl} alt={t("checkins.member.photoAlt", { number })} className={thumb} />
              <button
                type="button"
                className={removeButton}
                aria-label={label}
                onClick={() => onRemoveStored(photo.id)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
        {files.map((file, index) => {
          const label = t("checkins.member.removePhoto", { number: ++number });
          return (
            <li key={`${file.name}-${index}`} className="relative">
              <img src={previews[index]} alt={t("checkins.member.photoAlt", { number })} className={thumb} />
              <button
                type="button"
                className={removeButton}
                aria-label={label}
                onClick={() => onFiles(files.filter((_, other) => other !== index))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
      </ul>
      <FileButton
        id={inputId}
        hasError={Boolean(error)}
        accept="image/jpeg,image/png,image/webp"
        multiple
        disabled={room <= 0}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])].slice(0, Math.max(room, 0));
          onFiles([...files, ...chosen]);
          event.target.value = "";
        }}
      >
        {t("checkins.member.addPhotos")}
      </FileButton>
      <p id={`${inputId}-hint`} className="text-xs text-slate-500">
        {room > 0 ? t("checkins.member.photoHint", { count: room }) : t("checkins.validation.tooManyPhotos")}
      </p>
      {error && (
        <p id={`${inputId}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
