// "Pay-per-view $4.99" on the creator's own post that is also sold on its own, beside its tier badge.
import clsx from "clsx";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";

export function PayPerViewBadge({ cents, className }: { cents: number; className?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <span
      className={clsx(
        "inline-flex shrink-0 items-center rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-bold whitespace-nowrap text-emerald-800 ring-1 ring-emerald-600/30",
        className,
      )}
    >
      {t("content.payPerView.badge", { price: format.money(cents) })}
    </span>
  );
}
