// No creator by this name: say so and lead back to explore.
import { useTranslation } from "../../i18n";
import { ButtonLink } from "../../ui/button";
import { SearchIcon } from "./explore-icons";

export function ProfileNotFound() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-lg px-4 py-20 text-center">
      <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        <SearchIcon className="h-8 w-8" />
      </span>
      <h1 className="mt-5 text-2xl font-extrabold text-slate-900">{t("creatorProfile.notFound.title")}</h1>
      <p className="mt-2 text-slate-600">{t("creatorProfile.notFound.body")}</p>
      <ButtonLink to="/explore" size="lg" className="mt-6">
        {t("creatorProfile.notFound.back")}
      </ButtonLink>
    </div>
  );
}
