// What the checkout charges for: a membership's price per month or per year (after a free trial, if
// any, or at an offer's price first), or a one-off payment (a tip) due today, and who pays.
import { useTranslation } from "../../i18n";
import type { SandboxCheckoutView } from "../../../domain/sandbox-payments";
import { useFormat } from "../../lib/format";

export function CheckoutSummary({ checkout }: { checkout: SandboxCheckoutView }) {
  const { t } = useTranslation();
  const format = useFormat();
  const isPayment = checkout.mode === "payment";
  const trialDays = isPayment ? 0 : checkout.trialDays;
  const amount = format.money(checkout.amountCents);
  const discount = isPayment ? null : checkout.discount;
  const per = t(checkout.interval === "year" ? "sandbox.checkout.perYear" : "sandbox.checkout.perMonth");
  return (
    <section
      aria-labelledby="sandbox-checkout-summary"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="sandbox-checkout-summary" className="text-sm font-semibold text-slate-600">
        {t(isPayment ? "sandbox.checkout.payFor" : "sandbox.checkout.subscribeTo")}
      </h2>
      <p className="mt-1 text-xl font-extrabold break-words text-slate-900">{checkout.productName}</p>
      {trialDays > 0 && (
        <p className="mt-3 text-lg font-bold text-brand-700">{t("sandbox.checkout.trialFree", { days: trialDays })}</p>
      )}
      <p className="mt-3 text-slate-900">
        {trialDays > 0 && <span className="text-sm text-slate-600">{t("sandbox.checkout.then")} </span>}
        <span className="text-3xl font-extrabold">{format.money(discount?.amountCents ?? checkout.amountCents)}</span>
        {!isPayment && <span className="text-sm text-slate-600"> {per}</span>}
      </p>
      {discount && (
        <p className="mt-1 text-sm text-slate-600">
          {discount.months === null
            ? t("sandbox.checkout.offerForever")
            : t("sandbox.checkout.offerThen", { count: discount.months, price: amount, per })}
        </p>
      )}
      <dl className="mt-4 space-y-1 border-t border-slate-200 pt-4 text-sm">
        {(isPayment || trialDays > 0 || discount) && (
          <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
            <dt className="text-slate-600">{t("sandbox.checkout.dueToday")}</dt>
            <dd className="font-medium text-slate-900">
              {format.money(isPayment ? checkout.amountCents : trialDays > 0 ? 0 : discount!.amountCents)}
            </dd>
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
