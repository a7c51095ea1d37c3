// /influencer/:username/community: a creator's community for the people allowed in (by default
// everyone who follows), with the way in for everyone else.
import { Link, useParams } from "react-router";
import { useTranslation } from "../../i18n";
import { LoadingLine } from "../../ui/loading-line";
import { CommunityFeed } from "./community-feed";
import { CommunityGate } from "./community-gate";
import { PostComposer } from "./post-composer";
import { useCommunity } from "./queries";

export function CommunityPage() {
  const { t } = useTranslation();
  const { username = "" } = useParams();
  const community = useCommunity(username);
  const data = community.data;

  return (
    <div className="mx-auto max-w-2xl space-y-5 px-4 py-8">
      <header className="space-y-1">
        <Link
          to={`/influencer/${encodeURIComponent(username)}`}
          className="text-sm font-semibold text-brand-700 underline hover:text-brand-800"
        >
          {t("community.page.backToProfile", { username })}
        </Link>
        <h1 className="text-2xl font-extrabold text-slate-900">
          {t("community.page.title", { name: data?.creator.name ?? `@${username}` })}
        </h1>
        {data && <p className="text-slate-600">{t(`community.page.openTo.${data.settings.readTier}`)}</p>}
      </header>
      {community.isPending ? (
        <LoadingLine label={t("community.page.loading")} />
      ) : !data ? (
        <CommunityGate
          username={username}
          error={community.error}
          onRetry={() => void community.refetch()}
          isRetrying={community.isRefetching}
        />
      ) : (
        <>
          {data.access.canWrite ? (
            <PostComposer username={username} />
          ) : (
            <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700">
              {t("community.page.readOnly", { tier: t(`community.tiers.${data.settings.postTier}`) })}{" "}
              <Link
                to={`/subscription/${encodeURIComponent(username)}`}
                className="font-semibold text-brand-700 underline"
              >
                {t("community.gate.upgrade")}
              </Link>
            </p>
          )}
          <CommunityFeed username={username} access={data.access} />
        </>
      )}
    </div>
  );
}
