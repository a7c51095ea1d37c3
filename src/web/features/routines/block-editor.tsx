// The selected schedule block's fields: times with duration presets, activity, description, type, video link and
// uploaded video.
import { useEffect, useRef } from "react";
import { blockMinutes, blockTypes, endAfter, endsNextDay, type BlockType } from "../../../domain/routines";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import { SelectField, TextField } from "../../ui/fields";
import type { BlockDraft, BlockErrors } from "./block-draft";
import { DurationPresetPicker } from "./duration-preset-picker";
import { TextAreaField } from "../../ui/fields";
import { BlockVideoField } from "./block-video-field";
import type { BlockVideoState } from "./use-block-videos";

/** The block's uploaded video as the form keeps it (uploads run in the form, not in the editor). */
export interface BlockVideoProps {
  state?: BlockVideoState;
  previewSrc?: string;
  onChoose(file: File): void;
  onCancel(): void;
  onRemove(): void;
}

const isTime = (value: string) => /^\d{2}:\d{2}$/.test(value);

interface BlockEditorProps {
  block: BlockDraft;
  number: number;
  total: number;
  errors: BlockErrors;
  onChange: (changes: Partial<BlockDraft>) => void;
  onSaveAndNext: () => void;
  onRemove: () => void;
  video: BlockVideoProps;
}

export function BlockEditor({
  block,
  number,
  total,
  errors,
  onChange,
  onSaveAndNext,
  onRemove,
  video,
}: BlockEditorProps) {
  const { t } = useTranslation();
  const activityRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLInputElement>(null);

  // A newly selected block (or one with a missing activity) puts the cursor where typing starts.
  useEffect(() => {
    activityRef.current?.focus();
  }, [block.key]);
  useEffect(() => {
    if (errors.activity) activityRef.current?.focus();
  }, [errors.activity]);

  // Moving the start keeps the block's length, as a preset would.
  const changeStart = (startTime: string) => {
    if (!isTime(startTime) || !isTime(block.startTime) || !isTime(block.endTime)) return onChange({ startTime });
    onChange({ startTime, endTime: endAfter(startTime, blockMinutes(block.startTime, block.endTime)) });
  };
  const message = (key?: string) =>
    key === "validation.activityRequired" ? t("routines.errors.activityRequired") : key ? t(key) : undefined;

  return (
    <fieldset className="space-y-4 rounded-2xl border border-brand-200 bg-brand-50/40 p-4 sm:p-5">
      <legend className="px-1 text-sm font-semibold text-brand-800">
        {t("routines.blocks.editing", { number, total })}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="time"
          label={t("routines.blocks.start")}
          value={block.startTime}
          onChange={(event) => changeStart(event.target.value)}
          error={message(errors.startTime)}
          required
        />
        <TextField
          ref={endRef}
          type="time"
          label={t("routines.blocks.end")}
          value={block.endTime}
          onChange={(event) => onChange({ endTime: event.target.value })}
          error={message(errors.endTime)}
          hint={
            isTime(block.startTime) && isTime(block.endTime) && endsNextDay(block.startTime, block.endTime)
              ? t("routines.blocks.endsNextDayHint")
              : undefined
          }
          required
        />
      </div>
      <DurationPresetPicker
        key={block.key}
        startTime={block.startTime}
        endTime={block.endTime}
        onEndChange={(endTime) => onChange({ endTime })}
        onCustom={() => endRef.current?.focus()}
      />
      <TextField
        ref={activityRef}
        label={t("routines.blocks.activity")}
        placeholder={t("routines.blocks.activityPlaceholder")}
        value={block.activity}
        maxLength={120}
        onChange={(event) => onChange({ activity: event.target.value })}
        error={message(errors.activity)}
        required
      />
      <TextAreaField
        label={t("routines.blocks.description")}
        value={block.description}
        rows={2}
        maxLength={1000}
        onChange={(event) => onChange({ description: event.target.value })}
        error={message(errors.description)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t("routines.blocks.type")}
          value={block.type}
          onChange={(event) => onChange({ type: event.target.value as BlockType })}
          error={message(errors.type)}
        >
          {blockTypes.map((type) => (
            <option key={type} value={type}>
              {t(`routines.types.${type}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          type="url"
          inputMode="url"
          label={t("routines.blocks.videoUrl")}
          placeholder="https://"
          hint={t("routines.blocks.videoHint")}
          value={block.videoUrl}
          onChange={(event) => onChange({ videoUrl: event.target.value })}
          error={message(errors.videoUrl)}
        />
        <BlockVideoField videoUploadId={block.videoUploadId} error={message(errors.videoUploadId)} {...video} />
      </div>
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={onRemove}>
          {t("routines.blocks.remove")}
        </Button>
        <Button variant="secondary" size="sm" onClick={onSaveAndNext}>
          {t("routines.blocks.saveNext")}
        </Button>
      </div>
    </fieldset>
  );
}
