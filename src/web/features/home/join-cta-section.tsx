// The closing call to action, with the community's workout count.
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import { useSession } from "../../lib/session";

export function JoinCtaSection() {
  const { t } = useTranslation();
  const { data: user } = useSession();
  return (
    <section aria-labelledby="home-cta-title" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-700 to-slate-950 px-6 py-14 text-center text-white shadow-2xl sm:px-16 sm:py-20">
          <div
            aria-hidden="true"
            className="absolute -top-24 left-1/2 -z-10 h-64 w-[36rem] -translate-x-1/2 rounded-full bg-brand-500/40 blur-3xl"
          />
          <p className="text-5xl font-black tracking-tight sm:text-6xl">{t("home.stats.workouts.value")}</p>
          <p className="mt-1 text-sm font-semibold tracking-widest text-brand-100 uppercase">
            {t("home.stats.workouts.label")}
          </p>
          <h2
            id="home-cta-title"
            className="mx-auto mt-8 max-w-2xl text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
          >
            {t("home.cta.title")}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-brand-50">{t("home.cta.body")}</p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to={user ? "/dashboard" : "/register"}
              className="inline-flex items-center justify-center rounded-lg bg-white px-6 py-3 text-base font-semibold text-slate-900 shadow-lg transition-colors hover:bg-brand-50"
            >
              {t(user ? "home.hero.dashboard" : "home.cta.join")}
            </Link>
            <Link
              to="/explore"
              className="inline-flex items-center justify-center rounded-lg px-6 py-3 text-base font-semibold text-white ring-1 ring-white/40 transition-colors ring-inset hover:bg-white/10"
            >
              {t("home.hero.explore")}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
