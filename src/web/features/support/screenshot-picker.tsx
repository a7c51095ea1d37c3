// The optional screenshot of a support request: a file button, the picked file's name with a way
// to take it back, and the reason a file was refused before anything is sent.
import { useId } from "react";
import { imageMimeTypes, type ImageMimeType } from "../../../domain/images";
import { SUPPORT_SCREENSHOT_MAX_BYTES } from "../../../domain/support-requests";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import { FileButton } from "../../ui/file-button";

/** Why the browser's file cannot be sent, or null (the server checks the bytes again). */
export function screenshotProblem(file: File): string | null {
  if (!imageMimeTypes.includes(file.type as ImageMimeType)) return "supportRequests.errors.fileType";
  if (file.size > SUPPORT_SCREENSHOT_MAX_BYTES) return "supportRequests.errors.fileTooLarge";
  return null;
}

export function ScreenshotPicker({
  file,
  error,
  disabled,
  onPick,
  onRemove,
}: {
  file: File | null;
  error?: string;
  disabled: boolean;
  onPick(file: File): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="space-y-1">
      <p id={`${id}-label`} className="block text-sm font-medium text-slate-800">
        {t("supportRequests.form.screenshot")}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <FileButton
          id={id}
          aria-labelledby={`${id}-label ${id}-button`}
          hasError={Boolean(error)}
          disabled={disabled}
          accept={imageMimeTypes.join(",")}
          onChange={(event) => {
            const picked = event.target.files?.[0];
            event.target.value = "";
            if (picked) onPick(picked);
          }}
        >
          <span id={`${id}-button`}>
            {file ? t("supportRequests.form.replaceScreenshot") : t("supportRequests.form.addScreenshot")}
          </span>
        </FileButton>
        {file && (
          <>
            <span className="max-w-full truncate text-sm text-slate-700">{file.name}</span>
            <Button variant="ghost" size="sm" onClick={onRemove} disabled={disabled}>
              {t("supportRequests.form.removeScreenshot")}
            </Button>
          </>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {t("supportRequests.form.screenshotHint")}
        </p>
      )}
    </div>
  );
}
