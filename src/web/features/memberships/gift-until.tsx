// "Gift · until Mar 4, 2026": how a membership a gift gives, with no paid plan behind it, is billed.
import { useTranslation } from "../../i18n";
import { useFormatDate } from "../../lib/format-date";

export function GiftUntil({ endsAt }: { endsAt: string }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <span className="text-sm font-medium text-slate-700">
      {t("memberships.billing.gift", { date: formatDate(endsAt) })}
    </span>
  );
}
