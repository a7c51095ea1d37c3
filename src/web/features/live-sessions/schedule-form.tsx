// The creator's form to schedule a live session: title, local date and time, length, tier. Checked
// with the same schema as the server; what was typed stays when sending fails.
import { useState, type FormEvent } from "react";
import { liveSessionSchema, type LiveSessionInput } from "../../../domain/live-sessions";
import { tiers } from "../../../domain/memberships";
import { useTranslation } from "../../i18n";
import { ApiError } from "../../lib/api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { SelectField, TextField } from "../../ui/fields";
import { useScheduleSession } from "./queries";
import { StreamKeyNotice, type ScheduledNotice } from "./stream-key-notice";

type Fields = Partial<Record<keyof LiveSessionInput, string>>;

/** `<input type="datetime-local">` wants the local time without a zone: an hour from now by default. */
function localInputValue(date: Date) {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function ScheduleForm() {
  const { t } = useTranslation();
  const schedule = useScheduleSession();
  const [title, setTitle] = useState("");
  const [startsAt, setStartsAt] = useState(() => localInputValue(new Date(Date.now() + 3600_000)));
  const [duration, setDuration] = useState("45");
  const [tier, setTier] = useState<LiveSessionInput["requiredTier"]>("all_star");
  const [errors, setErrors] = useState<Fields>({});
  const [scheduled, setScheduled] = useState<ScheduledNotice | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const date = new Date(startsAt);
    const input = {
      title,
      startsAt: Number.isNaN(date.getTime()) ? startsAt : date.toISOString(),
      durationMinutes: Number(duration),
      requiredTier: tier,
    };
    const parsed = liveSessionSchema.safeParse(input);
    if (!parsed.success) {
      const fields: Fields = {};
      for (const issue of parsed.error.issues) fields[issue.path[0] as keyof LiveSessionInput] ??= issue.message;
      return setErrors(fields);
    }
    setErrors({});
    schedule.mutate(parsed.data, {
      onSuccess: (answer) => {
        setTitle("");
        setScheduled({ streamKey: answer.streamKey, obsServerUrl: answer.obsServerUrl });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.details?.fields) setErrors(error.details.fields as Fields);
      },
    });
  };

  const failed = schedule.isError && !(schedule.error instanceof ApiError && schedule.error.details?.fields);
  return (
    <section aria-labelledby="schedule-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="schedule-title" className="text-lg font-bold text-slate-900">
        {t("liveSessions.schedule.title")}
      </h2>
      <form className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
        <div className="sm:col-span-2">
          <TextField
            label={t("liveSessions.schedule.titleLabel")}
            value={title}
            maxLength={120}
            onChange={(event) => setTitle(event.target.value)}
            error={errors.title && t(errors.title)}
          />
        </div>
        <TextField
          type="datetime-local"
          label={t("liveSessions.schedule.startsAt")}
          value={startsAt}
          onChange={(event) => setStartsAt(event.target.value)}
          error={errors.startsAt && t(errors.startsAt)}
        />
        <TextField
          type="number"
          min={5}
          max={240}
          label={t("liveSessions.schedule.duration")}
          value={duration}
          onChange={(event) => setDuration(event.target.value)}
          error={errors.durationMinutes && t(errors.durationMinutes)}
        />
        <SelectField
          label={t("liveSessions.schedule.tier")}
          value={tier}
          onChange={(event) => setTier(event.target.value as LiveSessionInput["requiredTier"])}
        >
          {tiers.map((option) => (
            <option key={option} value={option}>
              {t(`memberships.tier.${option}`)}
            </option>
          ))}
        </SelectField>
        <div className="flex items-end">
          <Button type="submit" disabled={schedule.isPending}>
            {schedule.isPending ? t("liveSessions.schedule.saving") : t("liveSessions.schedule.submit")}
          </Button>
        </div>
      </form>
      {failed && (
        <Alert tone="error" className="mt-4">
          {t("liveSessions.schedule.failed")}
        </Alert>
      )}
      {scheduled && <StreamKeyNotice notice={scheduled} onDismiss={() => setScheduled(null)} />}
    </section>
  );
}
