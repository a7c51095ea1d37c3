// A value to paste into OBS (the server or the stream key): read-only, selected on focus, with
// its copy button.
import type { FocusEvent } from "react";
import { CopyButton } from "../../ui/copy-button";
import { TextField } from "../../ui/fields";

const selectAll = (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select();

export function ObsValue({
  label,
  value,
  copyLabel,
  hint,
}: {
  label: string;
  value: string;
  copyLabel: string;
  hint?: string;
}) {
  return (
    <div className="space-y-2">
      <TextField label={label} value={value} hint={hint} readOnly onFocus={selectAll} className="font-mono text-sm" />
      <CopyButton text={value} label={copyLabel} />
    </div>
  );
}
