// The follower overview's latest content: the newest posts of the creators they are members of.
import { useTranslation } from "../../i18n";
import { OverviewSection } from "../../ui/overview-section";
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
    <OverviewSection
      id="latest-content-title"
      title={t("content.latest.title")}
      link={{ to: "/dashboard/follower/subscriptions", label: t("content.latest.allCreators") }}
    >
      {body}
    </OverviewSection>
  );
}
