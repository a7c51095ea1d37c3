// Durations for the countdown and workout timer, in the viewer's language ("12 min", "1 h 5 min", "45 s", "04:59").
import { useMemo } from "react";
import { useTranslation } from "../../i18n";

export function useFormatDuration() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const unit = (name: "hour" | "minute" | "second") =>
      new Intl.NumberFormat(locale, { style: "unit", unit: name, unitDisplay: "short" });
    const [hours, minutes, seconds] = [unit("hour"), unit("minute"), unit("second")];
    return (totalSeconds: number) => {
      if (totalSeconds < 60) return seconds.format(Math.max(0, Math.ceil(totalSeconds)));
      // Whole minutes, rounded up: 11 min 30 s to go reads "12 min".
      const totalMinutes = Math.ceil(totalSeconds / 60);
      if (totalMinutes < 60) return minutes.format(totalMinutes);
      const rest = totalMinutes % 60;
      const whole = hours.format(Math.floor(totalMinutes / 60));
      return rest === 0 ? whole : `${whole} ${minutes.format(rest)}`;
    };
  }, [locale]);
}

/** A timer's face: m:ss, or h:mm:ss past an hour. */
export function clockFace(totalSeconds: number) {
  const safe = Math.max(0, Math.ceil(totalSeconds));
  const pad = (value: number) => String(value).padStart(2, "0");
  const hours = Math.floor(safe / 3600);
  const minutes = Math.floor((safe % 3600) / 60);
  const seconds = safe % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}
