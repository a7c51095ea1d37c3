// The member's check-in for this week: the questions their coach's form asks, in the reader's
// weight unit, with progress photos. Sending again in the same week changes it. What the member
// typed stays on screen whatever fails.
import { useState, type FormEvent } from "react";
import { checkinBodySchema, MAX_CHECKIN_PHOTOS, type CheckinForm } from "../../../domain/checkins";
import { fromKg, type LoadUnit } from "../../../domain/coaching";
import { useTranslation } from "../../i18n";
import { ApiError } from "../../lib/api";
import { useTimedNotice } from "../../lib/use-timed-notice";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { SelectField, TextAreaField, TextField } from "../../ui/fields";
import { CheckinEnergyField } from "./checkin-energy-field";
import { checkinErrorText } from "./checkin-error";
import { CheckinPhotoPicker } from "./checkin-photo-picker";
import { PhotoNotSaved, useSubmitCheckin, type MemberCheckinView } from "./checkin-queries";

interface CheckinAnswerFormProps {
  view: MemberCheckinView & { form: CheckinForm };
  today: string;
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));
/** A typed number ("72,5" as well as "72.5"), null when left empty, NaN when not a number. */
const numberOf = (value: string) => (value.trim() === "" ? null : Number(value.trim().replace(",", ".")));

export function CheckinAnswerForm({ view, today }: CheckinAnswerFormProps) {
  const { t } = useTranslation();
  const { form, current } = view;
  const [unit, setUnit] = useState<LoadUnit>(view.unit);
  const [weight, setWeight] = useState(text(current?.weightKg == null ? null : fromKg(current.weightKg, view.unit)));
  const [sleep, setSleep] = useState(text(current?.sleepHours));
  const [energy, setEnergy] = useState<number | null>(current?.energy ?? null);
  const [adherence, setAdherence] = useState(text(current?.adherence));
  const [note, setNote] = useState(current?.note ?? "");
  const [files, setFiles] = useState<File[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  // Removals the server already made: a retry after a failed photo does not repeat them.
  const [removedDone, setRemovedDone] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = useSubmitCheckin(view.creator.username);
  const notice = useTimedNotice<"sent" | "updated">(5000);
  const stored = (current?.photos ?? []).filter((photo) => !removed.includes(photo.id));
  const coach = view.creator.name || `@${view.creator.username}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    notice.hide();
    const parsed = checkinBodySchema.safeParse({
      today,
      unit,
      weight: form.weight ? numberOf(weight) : null,
      sleepHours: form.sleep ? numberOf(sleep) : null,
      energy: form.energy ? energy : null,
      adherence: form.adherence ? numberOf(adherence) : null,
      note: form.note ? note : "",
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? "_")] ??= t(issue.message);
      setErrors(found);
      return;
    }
    const body = parsed.data;
    const answered =
      body.weight !== null || body.sleepHours !== null || body.energy !== null || body.adherence !== null || body.note;
    if (!answered && stored.length + files.length === 0) {
      setErrors({ _: t("checkins.validation.empty") });
      return;
    }
    setErrors({});
    submit.mutate(
      {
        answers: body,
        photos: files,
        removedPhotoIds: removed.filter((photoId) => !removedDone.includes(photoId)),
        onPhotoSaved: (file) => setFiles((left) => left.filter((other) => other !== file)),
        onPhotoRemoved: (photoId) => setRemovedDone((done) => [...done, photoId]),
      },
      {
        // The refetch (awaited by the mutation) no longer lists the removed photos.
        onSuccess: () => {
          setRemoved([]);
          setRemovedDone([]);
          notice.show(current ? "updated" : "sent");
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.details?.fields : undefined;
          if (fields) setErrors(Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, t(value)])));
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {form.weight && (
        <div className="grid grid-cols-[1fr_auto] items-start gap-3">
          <TextField
            label={t("checkins.fields.weight")}
            inputMode="decimal"
            value={weight}
            onChange={(event) => setWeight(event.target.value)}
            error={errors.weight}
          />
          <SelectField
            label={t("checkins.member.unit")}
            value={unit}
            onChange={(event) => setUnit(event.target.value as LoadUnit)}
          >
            <option value="kg">kg</option>
            <option value="lb">lb</option>
          </SelectField>
        </div>
      )}
      {form.sleep && (
        <TextField
          label={t("checkins.fields.sleep")}
          inputMode="decimal"
          value={sleep}
          onChange={(event) => setSleep(event.target.value)}
          error={errors.sleepHours}
        />
      )}
      {form.energy && <CheckinEnergyField value={energy} onChange={setEnergy} error={errors.energy} />}
      {form.adherence && (
        <TextField
          label={t("checkins.fields.adherence")}
          hint={t("checkins.member.adherenceHint")}
          inputMode="numeric"
          value={adherence}
          onChange={(event) => setAdherence(event.target.value)}
          error={errors.adherence}
        />
      )}
      {form.note && (
        <TextAreaField
          label={t("checkins.fields.note")}
          rows={4}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={errors.note}
        />
      )}
      {form.photos && (
        <CheckinPhotoPicker
          stored={stored}
          files={files}
          onFiles={(chosen) => setFiles(chosen.slice(0, MAX_CHECKIN_PHOTOS - stored.length))}
          onRemoveStored={(photoId) => setRemoved([...removed, photoId])}
          error={errors.photos}
        />
      )}
      {errors._ && <Alert tone="error">{errors._}</Alert>}
      {errors.today && <Alert tone="error">{t("checkins.member.clockWrong")}</Alert>}
      {submit.isError && (
        <Alert tone="error">
          {submit.error instanceof PhotoNotSaved
            ? t("checkins.member.photoFailed", { reason: checkinErrorText(submit.error.reason, t) })
            : checkinErrorText(submit.error, t)}
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" isLoading={submit.isPending}>
          {t(current ? "checkins.member.update" : "checkins.member.submit")}
        </Button>
        {notice.notice && (
          <p role="status" className="text-sm font-medium text-green-700">
            {notice.notice === "sent" ? t("checkins.member.sent", { name: coach }) : t("checkins.member.updated")}
          </p>
        )}
      </div>
    </form>
  );
}
