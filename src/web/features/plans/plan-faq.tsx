// The three common questions about plans, as native disclosure widgets (keyboard and
// screen-reader friendly without any script).
import { useTranslation } from "../../i18n";

const questions = ["cancel", "change", "free"] as const;

export function PlanFaq() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="plan-faq-title" className="mx-auto mt-14 max-w-3xl">
      <h2 id="plan-faq-title" className="text-center text-2xl font-extrabold text-slate-900">
        {t("plans.faq.title")}
      </h2>
      <div className="mt-6 divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
        {questions.map((question) => (
          <details key={question} className="group px-5 py-4">
            <summary className="cursor-pointer font-semibold text-slate-900 marker:text-brand-600">
              {t(`plans.faq.${question}.question`)}
            </summary>
            <p className="mt-2 text-sm text-slate-600">{t(`plans.faq.${question}.answer`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
