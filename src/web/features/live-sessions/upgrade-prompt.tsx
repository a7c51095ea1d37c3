// What a member below the session's tier is told: which tier it takes, what that tier adds (the
// plan card's own benefit list) and the way to upgrade with this creator.
import { Link } from "react-router";
import type { Tier } from "../../../domain/memberships";
import { useTranslation } from "../../i18n";
import { buttonClasses } from "../../ui/button";
import { planFeatures } from "../plans";

export function UpgradePrompt({ tier, username }: { tier: Tier; username: string }) {
  const { t } = useTranslation();
  const tierName = t(`memberships.tier.${tier}`);
  return (
    <section
      aria-labelledby="live-upgrade-title"
      className="space-y-3 rounded-2xl border border-amber-300 bg-amber-50 p-6"
    >
      <h2 id="live-upgrade-title" className="text-lg font-bold text-slate-900">
        {t("liveSessions.upgrade.title", { tier: tierName })}
      </h2>
      <p className="text-slate-700">{t("liveSessions.upgrade.text", { tier: tierName })}</p>
      <ul className="list-inside list-disc text-slate-800">
        {planFeatures[tier].map((feature) => (
          <li key={feature}>{t(`plans.features.${tier}.${feature}`)}</li>
        ))}
      </ul>
      <Link to={`/subscription/${encodeURIComponent(username)}?tier=${tier}`} className={buttonClasses("primary")}>
        {t("liveSessions.upgrade.action", { tier: tierName })}
      </Link>
    </section>
  );
}
