// A post's tier as a badge: PRO or ALL STAR (FREE only where every tier is listed, like My Posts).
import clsx from "clsx";
import type { Tier } from "../../../domain/memberships";
import { useTranslation } from "../../i18n";

const tones: Record<Tier, string> = {
  rookie: "bg-white text-slate-800 ring-slate-300",
  pro: "bg-brand-600 text-white ring-brand-700",
  all_star: "bg-amber-400 text-amber-950 ring-amber-500",
};

export function PostTierBadge({ tier, className }: { tier: Tier; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx(
        "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-extrabold tracking-wide whitespace-nowrap uppercase ring-1",
        tones[tier],
        className,
      )}
    >
      {t(`content.badge.${tier}`)}
    </span>
  );
}
