// The member's list of gifts before the first one: where a gift is given from.
import { useTranslation } from "../../i18n";
import { ButtonLink } from "../../ui/button";
import { DashboardIcon } from "../../ui/dashboard-icons";

export function NoGifts() {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span
        aria-hidden="true"
        className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700"
      >
        <DashboardIcon name="tips" className="h-7 w-7" />
      </span>
      <h2 className="mt-4 text-lg font-bold text-slate-900">{t("gifts.given.empty.title")}</h2>
      <p className="mx-auto mt-1 max-w-md text-slate-600">{t("gifts.given.empty.text")}</p>
      <ButtonLink to="/explore" variant="secondary" className="mt-5">
        {t("gifts.given.empty.action")}
      </ButtonLink>
    </div>
  );
}
