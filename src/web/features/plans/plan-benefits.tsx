// Why a membership is worth it, under the plan cards.
import { useTranslation } from "../../i18n";

const benefits = ["results", "support", "flexible"] as const;

export function PlanBenefits() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="plan-benefits-title" className="mt-14">
      <h2 id="plan-benefits-title" className="text-center text-2xl font-extrabold text-slate-900">
        {t("plans.benefits.title")}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {benefits.map((benefit) => (
          <li key={benefit} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
            <h3 className="font-bold text-slate-900">{t(`plans.benefits.${benefit}.title`)}</h3>
            <p className="mt-1 text-sm text-slate-600">{t(`plans.benefits.${benefit}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
