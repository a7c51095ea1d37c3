// No creator is featured yet: point the visitor to the directory instead.
import { useTranslation } from "../../i18n";
import { ButtonLink } from "../../ui/button";
import { UsersIcon } from "../../ui/card-icons";

export function FeaturedEmpty() {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <UsersIcon className="h-6 w-6" />
      </span>
      <h3 className="mt-4 text-lg font-bold text-slate-900">{t("home.featured.empty.title")}</h3>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">{t("home.featured.empty.body")}</p>
      <ButtonLink to="/explore" variant="secondary" className="mt-6">
        {t("home.featured.empty.action")}
      </ButtonLink>
    </div>
  );
}
