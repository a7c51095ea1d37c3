// The three steps from finding a creator to training on a paid tier.
import { useTranslation } from "../../i18n";

const steps = ["find", "follow", "upgrade"] as const;

export function HowItWorksSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-steps-title" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="home-steps-title" className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {t("home.steps.title")}
          </h2>
          <p className="mt-2 text-slate-600">{t("home.steps.subtitle")}</p>
        </div>
        <ol className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
              <span
                aria-hidden="true"
                className="flex h-11 w-11 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-700 text-lg font-extrabold text-white shadow-md shadow-brand-600/30"
              >
                {index + 1}
              </span>
              <h3 className="mt-5 text-lg font-bold text-slate-900">
                <span className="sr-only">{t("home.steps.step", { number: index + 1 })} </span>
                {t(`home.steps.${step}.title`)}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(`home.steps.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
