// The creator's list of tips before the first one: what tips are and where members send them from.
import { useTranslation } from "../../i18n";
import { TipIcon } from "./tip-icon";

export function NoTips() {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span
        aria-hidden="true"
        className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-green-50 text-green-700"
      >
        <TipIcon className="h-7 w-7" />
      </span>
      <h2 className="mt-4 text-lg font-bold text-slate-900">{t("tips.received.empty.title")}</h2>
      <p className="mx-auto mt-1 max-w-md text-slate-600">{t("tips.received.empty.text")}</p>
    </div>
  );
}
