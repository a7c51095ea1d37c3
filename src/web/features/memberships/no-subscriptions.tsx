// 'No Subscriptions Yet': where a follower without memberships goes next.
import { useTranslation } from "../../i18n";
import { ButtonLink } from "../../ui/button";

export function NoSubscriptions({ showPlansLink = false }: { showPlansLink?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span
        aria-hidden="true"
        className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700"
      >
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="h-7 w-7"
        >
          <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM19 8v6M22 11h-6" />
        </svg>
      </span>
      <h3 className="mt-4 text-lg font-bold text-slate-900">{t("memberships.empty.title")}</h3>
      <p className="mx-auto mt-1 max-w-md text-slate-600">{t("memberships.empty.text")}</p>
      <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/explore">{t("memberships.empty.explore")}</ButtonLink>
        {showPlansLink && (
          <ButtonLink to="/subscription" variant="secondary">
            {t("memberships.empty.plans")}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
