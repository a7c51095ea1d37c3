// "Priority" and the tier that earned it (PRO or ALL STAR) on a support request from a paying member.
import type { PriorityTier } from "../../../domain/support-requests";
import { useTranslation } from "../../i18n";
import { TierBadge } from "../../ui/tier-badge";

export function SupportPriorityBadge({ tier }: { tier: PriorityTier }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-900">
        {t("owner.support.priority")}
      </span>
      <TierBadge tier={tier} />
    </span>
  );
}
