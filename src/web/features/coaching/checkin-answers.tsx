// What a check-in says: weight in the reader's unit, sleep, energy, adherence, the note and photos.
import { fromKg } from "../../../domain/coaching";
import { useTranslation } from "../../i18n";
import { CheckinPhotoThumbnails } from "./checkin-photo-thumbnails";
import type { MemberCheckin } from "./checkin-queries";

interface CheckinAnswersProps {
  checkin: Omit<MemberCheckin, "createdAt">;
  unit: "kg" | "lb";
  /** Whose photos these are, for their titles. */
  who: string;
}

export function CheckinAnswers({ checkin, unit, who }: CheckinAnswersProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language, { maximumFractionDigits: 1 });
  const values = [
    checkin.weightKg !== null && {
      key: "weight",
      value: t(`checkins.values.weight_${unit}`, { value: number.format(fromKg(checkin.weightKg, unit)) }),
    },
    checkin.sleepHours !== null && {
      key: "sleep",
      value: t("checkins.values.sleep", { value: number.format(checkin.sleepHours) }),
    },
    checkin.energy !== null && { key: "energy", value: t("checkins.values.outOfFive", { value: checkin.energy }) },
    checkin.adherence !== null && {
      key: "adherence",
      value: t("checkins.values.percent", { value: checkin.adherence }),
    },
  ].filter((item) => item !== false);
  return (
    <div className="space-y-3">
      {values.length > 0 && (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {values.map((item) => (
            <div key={item.key} className="rounded-lg bg-slate-50 px-3 py-2">
              <dt className="text-xs font-medium text-slate-500">{t(`checkins.short.${item.key}`)}</dt>
              <dd className="text-base font-semibold text-slate-900">{item.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {checkin.note && <p className="text-sm whitespace-pre-line text-slate-700">{checkin.note}</p>}
      <CheckinPhotoThumbnails photos={checkin.photos} who={who} />
    </div>
  );
}
