import { useTranslation } from "../i18n";
import { ButtonLink } from "../ui/button";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-lg px-4 py-24 text-center">
      <p aria-hidden="true" className="text-6xl font-extrabold text-brand-600">
        404
      </p>
      <h1 className="mt-3 text-3xl font-bold">{t("notFound.title")}</h1>
      <p className="mt-3 text-slate-600">{t("notFound.body")}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">{t("notFound.home")}</ButtonLink>
        <ButtonLink to="/explore" variant="secondary">
          {t("nav.explore")}
        </ButtonLink>
      </div>
    </section>
  );
}
