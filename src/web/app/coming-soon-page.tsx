// Stands in for screens not built yet, saying what the section will hold.
import { useTranslation } from "../i18n";
import { useLocation } from "react-router";
import { ButtonLink } from "../ui/button";

const knownSections = new Set([
  "explore", "creatorProfile", "owner", "posts", "createPost", "routines", "inbox", "notifications", "subscribers",
  "analytics", "profile", "subscriptions", "membership", "favorites", "settings",
]);

/** The section a path names: its last segment in camelCase, with the public profile told apart from profile settings. */
function sectionOf(pathname: string): string | null {
  if (pathname.startsWith("/influencer/")) return "creatorProfile";
  const last = pathname.split("/").filter(Boolean).pop() ?? "";
  const section = last.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  return knownSections.has(section) ? section : null;
}

export function ComingSoonPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  const dashboard = /^\/dashboard\/(influencer|follower)/.exec(pathname)?.[0];

  return (
    <section className="mx-auto max-w-xl px-4 py-12 text-center sm:py-16">
      <div aria-hidden="true" className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-600">
        <svg viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M12 6v6l4 2" />
          <circle cx="12" cy="12" r="9" />
        </svg>
      </div>
      <p className="mt-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("comingSoon.badge")}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
        {section ? t(`comingSoon.sections.${section}.title`) : t("comingSoon.title")}
      </h1>
      <p className="mt-3 text-slate-600">{section ? t(`comingSoon.sections.${section}.body`) : t("common.comingNext")}</p>
      <p className="mt-2 text-sm text-slate-500">{t("comingSoon.note")}</p>
      <ButtonLink to={dashboard ?? "/"} className="mt-6">
        {dashboard ? t("comingSoon.backToOverview") : t("notFound.home")}
      </ButtonLink>
    </section>
  );
}
