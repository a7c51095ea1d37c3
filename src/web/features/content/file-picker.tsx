// A labelled file chooser: the chosen file's name and size, a way to remove it, and why a file was refused.
import { useId, type ChangeEvent, type ReactNode } from "react";
import type { UploadKind } from "../../../domain/content";
import { useTranslation } from "../../i18n";
import { ContentIcon } from "./content-icons";
import { acceptFor, checkFile, formatBytes, maxMegabytes } from "./post-files";
import { FileButton } from "../../ui/file-button";

interface FilePickerProps {
  kind: UploadKind;
  label: string;
  chooseLabel: string;
  hint: string;
  file: File | null;
  /** An i18n-resolved message about this file. */
  error?: string;
  disabled?: boolean;
  onChoose(file: File): void;
  /** A refused file: the i18n key of the reason and its values. */
  onRefuse(key: string, values: Record<string, unknown>): void;
  onRemove(): void;
  removeLabel: string;
  children?: ReactNode;
}

export function FilePicker({
  kind,
  label,
  chooseLabel,
  hint,
  file,
  error,
  disabled,
  onChoose,
  onRefuse,
  onRemove,
  removeLabel,
  children,
}: FilePickerProps) {
  const { i18n } = useTranslation();
  const id = useId();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Lets the same file be chosen again after removing it.
    event.target.value = "";
    if (!chosen) return;
    const problem = checkFile(kind, chosen);
    if (problem === "type")
      onRefuse(kind === "video" ? "content.validation.videoType" : "content.validation.pictureType", {});
    else if (problem === "size") onRefuse("content.validation.fileTooLarge", { maxMb: maxMegabytes(kind) });
    else onChoose(chosen);
  }

  return (
    <div className="space-y-2">
      <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {label}
      </p>
      {children}
      <div className="flex flex-wrap items-center gap-2">
        <FileButton
          id={id}
          accept={acceptFor(kind)}
          disabled={disabled}
          onChange={choose}
          aria-label={label}
          hasError={Boolean(error)}
        >
          <ContentIcon name="upload" className="h-4 w-4 text-slate-500" />
          {chooseLabel}
        </FileButton>
        {file && (
          <span className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
            <span className="truncate font-medium">{file.name}</span>
            <span className="shrink-0 text-slate-500">{formatBytes(file.size, i18n.language)}</span>
            <button
              type="button"
              onClick={onRemove}
              disabled={disabled}
              aria-label={removeLabel}
              className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <ContentIcon name="x" className="h-4 w-4" />
            </button>
          </span>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
