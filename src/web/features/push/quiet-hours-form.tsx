// Quiet hours: on or off, from and until (the browser's own time zone goes with them).
import { useState, type FormEvent } from "react";
import type { PushPreferences, QuietHours } from "../../../domain/push";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import { CheckboxField, TextField } from "../../ui/fields";
import { browserTimeZone } from "./browser-push";

const DEFAULT_QUIET_HOURS: QuietHours = { start: "22:00", end: "07:00" };

interface QuietHoursFormProps {
  preferences: PushPreferences;
  isSaving: boolean;
  onSave: (quietHours: QuietHours | null, timeZone: string) => void;
}

export function QuietHoursForm({ preferences, isSaving, onSave }: QuietHoursFormProps) {
  const { t } = useTranslation();
  const [isOn, setIsOn] = useState(preferences.quietHours !== null);
  const [hours, setHours] = useState(preferences.quietHours ?? DEFAULT_QUIET_HOURS);
  const timeZone = browserTimeZone();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(isOn ? hours : null, timeZone);
  };

  return (
    <form onSubmit={submit} className="space-y-3">
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t("notifications.push.quiet.legend")}</legend>
        <CheckboxField
          label={t("notifications.push.quiet.enabled")}
          checked={isOn}
          onChange={(event) => setIsOn(event.target.checked)}
        />
        <div className="grid gap-3 sm:max-w-sm sm:grid-cols-2">
          <TextField
            type="time"
            label={t("notifications.push.quiet.start")}
            value={hours.start}
            required
            disabled={!isOn}
            onChange={(event) => setHours({ ...hours, start: event.target.value })}
          />
          <TextField
            type="time"
            label={t("notifications.push.quiet.end")}
            value={hours.end}
            required
            disabled={!isOn}
            onChange={(event) => setHours({ ...hours, end: event.target.value })}
          />
        </div>
        <p className="text-xs text-slate-500">{t("notifications.push.quiet.hint", { timeZone })}</p>
      </fieldset>
      <Button type="submit" variant="secondary" isLoading={isSaving} className="w-full sm:w-auto">
        {t("notifications.push.quiet.save")}
      </Button>
    </form>
  );
}
