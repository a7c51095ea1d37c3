// The creator's Community page in their dashboard: who may read and post, and the feed with the
// creator's controls (pin, close comments, remove).
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { useSession } from "../../lib/session";
import { LoadingLine } from "../../ui/loading-line";
import { CommunityFeed } from "./community-feed";
import { CommunitySettingsCard } from "./community-settings-card";
import { PostComposer } from "./post-composer";

const creatorAccess = { canRead: true, canWrite: true, canModerate: true };

export function CommunityDashboardPage() {
  const { t } = useTranslation();
  const { data: user } = useSession();
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t("community.dashboard.title")}</h1>
          <p className="text-slate-600">{t("community.dashboard.description")}</p>
        </div>
        {user && (
          <Link
            to={`/influencer/${encodeURIComponent(user.username)}/community`}
            className="text-sm font-semibold text-brand-700 underline hover:text-brand-800"
          >
            {t("community.dashboard.viewAsMember")}
          </Link>
        )}
      </header>
      <CommunitySettingsCard />
      {user ? (
        <>
          <PostComposer username={user.username} />
          <CommunityFeed username={user.username} access={creatorAccess} />
        </>
      ) : (
        <LoadingLine label={t("community.page.loading")} />
      )}
    </div>
  );
}
