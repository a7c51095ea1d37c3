// The Release fieldset of the post form and the edit dialog: publish now or schedule (local date
// and time), and for PRO and ALL STAR posts the step-down release.
import { useId } from "react";
import type { Tier } from "../../../domain/memberships";
import { useTranslation } from "../../i18n";
import { TextField } from "../../ui/fields";
import type { ReleaseChoice, ReleaseErrors } from "./release-choice";

interface ReleaseFieldsProps {
  value: ReleaseChoice;
  tier: Tier;
  onChange(patch: Partial<ReleaseChoice>): void;
  errors: ReleaseErrors;
  /** A published post cannot be scheduled again; only its step-downs change. */
  canSchedule?: boolean;
  disabled?: boolean;
}

export function ReleaseFields({ value, tier, onChange, errors, canSchedule = true, disabled }: ReleaseFieldsProps) {
  const { t } = useTranslation();
  const name = useId();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const scheduleError = errors.scheduledFor && t(errors.scheduledFor);

  return (
    <fieldset disabled={disabled} className="space-y-4 border-t border-slate-100 pt-5">
      <legend className="text-sm font-semibold text-slate-900">{t("content.release.legend")}</legend>
      {canSchedule && (
        <div className="space-y-3">
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {(["now", "schedule"] as const).map((mode) => (
              <label key={mode} className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
                <input
                  type="radio"
                  name={name}
                  value={mode}
                  checked={value.mode === mode}
                  onChange={() => onChange({ mode })}
                  className="h-4 w-4 accent-brand-600"
                />
                {t(`content.release.${mode}`)}
              </label>
            ))}
          </div>
          {value.mode === "schedule" && (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                type="date"
                label={t("content.release.date")}
                value={value.date}
                onChange={(event) => onChange({ date: event.target.value })}
                error={scheduleError}
              />
              <TextField
                type="time"
                label={t("content.release.time")}
                hint={t("content.release.timeZone", { zone })}
                value={value.time}
                onChange={(event) => onChange({ time: event.target.value })}
                aria-invalid={scheduleError ? true : undefined}
              />
            </div>
          )}
        </div>
      )}
      {tier !== "rookie" && (
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-800">{t("content.release.stepDown")}</legend>
          <p className="text-xs text-slate-500">{t("content.release.stepDownHint")}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {tier === "all_star" && (
              <TextField
                type="number"
                inputMode="numeric"
                min={1}
                max={365}
                label={t("content.release.proAfter")}
                value={value.opensToProAfterDays}
                onChange={(event) => onChange({ opensToProAfterDays: event.target.value })}
                error={errors.opensToProAfterDays && t(errors.opensToProAfterDays)}
              />
            )}
            <TextField
              type="number"
              inputMode="numeric"
              min={1}
              max={365}
              label={t("content.release.everyoneAfter")}
              value={value.opensToEveryoneAfterDays}
              onChange={(event) => onChange({ opensToEveryoneAfterDays: event.target.value })}
              error={errors.opensToEveryoneAfterDays && t(errors.opensToEveryoneAfterDays)}
            />
          </div>
        </fieldset>
      )}
    </fieldset>
  );
}
