// Why the member is leaving, asked in the cancel dialog: a fixed list and their own words, both
// optional. The creator sees the counts in their analytics.
import { useId } from "react";
import { CANCELLATION_DETAILS_MAX, cancellationReasons, type CancelRequest } from "../../../domain/cancellation";
import { useTranslation } from "../../i18n";
import { TextAreaField } from "../../ui/fields";

interface CancelReasonFieldsProps {
  value: CancelRequest;
  onChange: (value: CancelRequest) => void;
  disabled: boolean;
}

export function CancelReasonFields({ value, onChange, disabled }: CancelReasonFieldsProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <div className="space-y-3">
      <fieldset disabled={disabled}>
        <legend className="text-sm font-medium text-slate-800">{t("memberships.cancelReasons.question")}</legend>
        <div className="mt-1">
          {cancellationReasons.map((reason) => (
            <label key={reason} className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={name}
                value={reason}
                checked={value.reason === reason}
                onChange={() => onChange({ ...value, reason })}
                className="h-4 w-4 accent-brand-600"
              />
              {t(`memberships.cancelReasons.${reason}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label={t("memberships.cancelReasons.details")}
        value={value.details ?? ""}
        maxLength={CANCELLATION_DETAILS_MAX}
        rows={2}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, details: event.target.value })}
      />
    </div>
  );
}
