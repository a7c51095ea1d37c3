// A creator profile's content tab: their published posts, newest first; what the viewer's tier
// does not unlock shows as a teaser with 'Upgrade to watch'.
import type { Tier } from "../../../domain/memberships";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { ContentEmpty } from "./content-empty";
import { ContentGrid, ContentGridSkeleton } from "./content-grid";
import { LoadError } from "../../ui/load-error";
import { useCreatorPosts } from "./queries";

interface CreatorContentTabProps {
  username: string;
  viewerId: string | null;
  viewerTier: Tier | null;
  /** False for creators, who cannot subscribe, and on one's own profile. */
  canUpgrade: boolean;
}

export function CreatorContentTab({ username, viewerId, viewerTier, canUpgrade }: CreatorContentTabProps) {
  const { t } = useTranslation();
  const {
    data,
    isPending,
    isError,
    refetch,
    isRefetching,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useCreatorPosts(username, { id: viewerId, tier: viewerTier });

  if (isPending) return <ContentGridSkeleton label={t("content.profile.loading")} />;
  if (isError && !isFetchNextPageError) {
    return (
      <LoadError message={t("content.errors.loadPosts")} onRetry={() => void refetch()} isRetrying={isRefetching} />
    );
  }
  const posts = data.pages.flatMap((page) => page.posts);
  if (posts.length === 0) {
    return (
      <ContentEmpty title={t("content.profile.empty.title")} text={t("content.profile.empty.text", { username })} />
    );
  }
  const hasLocked = posts.some((post) => post.isLocked);

  return (
    <div className="space-y-4">
      {hasLocked && canUpgrade && <Alert tone="info">{t("content.profile.lockedNote")}</Alert>}
      <ContentGrid posts={posts} showCreator={false} canUpgrade={canUpgrade} />
      {isFetchNextPageError && (
        <LoadError
          message={t("content.errors.loadPosts")}
          onRetry={() => void fetchNextPage()}
          isRetrying={isFetchingNextPage}
        />
      )}
      {hasNextPage && !isFetchNextPageError && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void fetchNextPage()} isLoading={isFetchingNextPage}>
            {t("content.profile.loadMore")}
          </Button>
        </div>
      )}
    </div>
  );
}
