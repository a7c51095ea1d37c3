// The follower overview's latest content: the newest posts of the creators they are members of.
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { ButtonLink } from "../../ui/button";
import { ContentEmpty } from "./content-empty";
import { ContentGrid, ContentGridSkeleton } from "./content-grid";
import { LoadError } from "../../ui/load-error";
import { useLatestContent } from "./queries";

export function LatestContentGrid() {
  const { t } = useTranslation();
  const { data: posts, isPending, isError, refetch, isRefetching } = useLatestContent();

  let body;
  if (isPending) body = <ContentGridSkeleton label={t("content.latest.loading")} />;
  else if (isError)
    body = (
      <LoadError message={t("content.errors.loadPosts")} onRetry={() => void refetch()} isRetrying={isRefetching} />
    );
  else if (posts.length === 0)
    body = (
      <ContentEmpty title={t("content.latest.empty.title")} text={t("content.latest.empty.text")}>
        <ButtonLink to="/explore" variant="secondary">
          {t("content.latest.empty.explore")}
        </ButtonLink>
      </ContentEmpty>
    );
  else body = <ContentGrid posts={posts} />;

  return (
    <section aria-labelledby="latest-content-title">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="latest-content-title" className="text-lg font-semibold text-slate-900">
          {t("content.latest.title")}
        </h2>
        <Link
          to="/dashboard/follower/subscriptions"
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t("content.latest.allCreators")}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
      {body}
    </section>
  );
}
