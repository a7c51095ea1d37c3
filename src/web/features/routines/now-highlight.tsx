// How the timeline marks the block happening now: a tinted card and a "Now" label.
import { useTranslation } from "../../i18n";

export const nowItemClasses = "rounded-xl bg-brand-50 p-3 ring-2 ring-brand-500";

export function NowLabel() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
      {t("routines.player.now")}
    </span>
  );
}
