// What the checkout charges for: the product, its monthly price (after a free trial, if any) and who pays.
import { useTranslation } from "../../i18n";
import type { SandboxCheckoutView } from "../../../domain/sandbox-payments";
import { useFormat } from "../../lib/format";

export function CheckoutSummary({ checkout }: { checkout: SandboxCheckoutView }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section
      aria-labelledby="sandbox-checkout-summary"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="sandbox-checkout-summary" className="text-sm font-semibold text-slate-600">
        {t("sandbox.checkout.subscribeTo")}
      </h2>
      <p className="mt-1 text-xl font-extrabold break-words text-slate-900">{checkout.productName}</p>
      {checkout.trialDays > 0 && (
        <p className="mt-3 text-lg font-bold text-brand-700">
          {t("sandbox.checkout.trialFree", { days: checkout.trialDays })}
        </p>
      )}
      <p className="mt-3 text-slate-900">
        {checkout.trialDays > 0 && <span className="text-sm text-slate-600">{t("sandbox.checkout.then")} </span>}
        <span className="text-3xl font-extrabold">{format.money(checkout.amountCents)}</span>{" "}
        <span className="text-sm text-slate-600">{t("sandbox.checkout.perMonth")}</span>
      </p>
      <dl className="mt-4 space-y-1 border-t border-slate-200 pt-4 text-sm">
        {checkout.trialDays > 0 && (
          <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
            <dt className="text-slate-600">{t("sandbox.checkout.dueToday")}</dt>
            <dd className="font-medium text-slate-900">{format.money(0)}</dd>
          </div>
        )}
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
          <dt className="text-slate-600">{t("sandbox.checkout.email")}</dt>
          <dd className="font-medium break-all text-slate-900">{checkout.customerEmail}</dd>
        </div>
      </dl>
    </section>
  );
}
