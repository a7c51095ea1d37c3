// The first screen: what the product is, the two ways in, and the figures behind it.
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import { ButtonLink } from "../../ui/button";
import { useSession } from "../../lib/session";
import { ArrowRightIcon } from "../../ui/card-icons";
import { HeroRoutinePreview } from "./hero-routine-preview";

const stats = ["workouts", "creatorShare", "free"] as const;

export function HeroSection() {
  const { t } = useTranslation();
  const { data: user } = useSession();
  return (
    <section aria-labelledby="home-hero-title" className="relative isolate overflow-hidden bg-slate-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(249,115,22,0.35),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(194,65,12,0.25),transparent_50%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgba(255,255,255,0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgba(255,255,255,0.04)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_center,black,transparent_75%)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-16 px-4 py-14 sm:px-6 sm:pt-24 sm:pb-20 lg:grid-cols-[1.35fr_1fr] lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-semibold tracking-wider text-brand-100 uppercase">
            <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-brand-500" />
            {t("home.hero.eyebrow")}
          </p>
          <h1 id="home-hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
            {t("home.hero.title")}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-300">{t("home.hero.subtitle")}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/explore" size="lg" className="shadow-lg shadow-brand-600/30">
              {t("home.hero.explore")}
              <ArrowRightIcon className="h-5 w-5" />
            </ButtonLink>
            <Link
              to={user ? "/dashboard" : "/register"}
              className="inline-flex items-center justify-center rounded-lg px-6 py-3 text-base font-semibold text-white ring-1 ring-white/25 transition-colors ring-inset hover:bg-white/10"
            >
              {t(user ? "home.hero.dashboard" : "home.hero.join")}
            </Link>
          </div>
          <dl className="mt-12 grid grid-cols-3 gap-4 border-t border-white/10 pt-8 sm:gap-6">
            {stats.map((stat) => (
              <div key={stat} className="flex flex-col-reverse gap-1">
                <dt className="text-xs text-slate-400 sm:text-sm">{t(`home.stats.${stat}.label`)}</dt>
                <dd className="text-2xl font-extrabold tracking-tight text-white sm:text-3xl">
                  {t(`home.stats.${stat}.value`)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroRoutinePreview />
      </div>
    </section>
  );
}
