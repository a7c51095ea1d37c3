// Why the community is not open to this reader, and the way in: log in, follow, or a higher plan.
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { ApiError } from "../../lib/api";
import { buttonClasses } from "../../ui/button";
import { LoadError } from "../../ui/load-error";

interface CommunityGateProps {
  username: string;
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
}

export function CommunityGate({ username, error, onRetry, isRetrying }: CommunityGateProps) {
  const { t } = useTranslation();
  const profile = `/influencer/${encodeURIComponent(username)}`;
  const code = error instanceof ApiError ? error.code : null;
  const status = error instanceof ApiError ? error.status : 0;

  const box = (title: string, text: string, to: string, action: string) => (
    <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <p className="text-slate-700">{text}</p>
      <Link to={to} className={buttonClasses("primary")}>
        {action}
      </Link>
    </div>
  );

  if (status === 401) {
    return box(
      t("community.gate.loginTitle"),
      t("community.gate.loginText", { username }),
      "/login",
      t("community.gate.login"),
    );
  }
  if (code === "community_follow_required") {
    return box(
      t("community.gate.followTitle"),
      t("community.gate.followText", { username }),
      profile,
      t("community.gate.follow"),
    );
  }
  if (code === "community_tier_required") {
    const tier = (error as ApiError).details?.requiredTier;
    return box(
      t("community.gate.tierTitle"),
      t("community.gate.tierText", { username, tier: t(`community.tiers.${String(tier)}`) }),
      `/subscription/${encodeURIComponent(username)}`,
      t("community.gate.upgrade"),
    );
  }
  if (status === 404) {
    return box(
      t("community.gate.missingTitle"),
      t("community.gate.missingText"),
      "/explore",
      t("community.gate.explore"),
    );
  }
  return <LoadError message={t("community.feed.loadFailed")} onRetry={onRetry} isRetrying={isRetrying} />;
}
