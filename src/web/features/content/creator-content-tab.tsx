// A creator profile's content tab: their published posts, newest first; what the viewer's tier
// does not unlock shows as a teaser with 'Upgrade to watch'. A link may name one post to open.
import type { Tier } from "../../../domain/memberships";
import { useSearchParams } from "react-router";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { ContentEmpty } from "./content-empty";
import { ContentGrid, ContentGridSkeleton } from "./content-grid";
import { PagedList } from "../../ui/paged-list";
import { useCreatorPosts, useLinkedPost } from "./queries";

interface CreatorContentTabProps {
  username: string;
  viewerId: string | null;
  viewerTier: Tier | null;
  /** False for creators, who cannot subscribe, and on one's own profile. */
  canUpgrade: boolean;
}

export function CreatorContentTab({ username, viewerId, viewerTier, canUpgrade }: CreatorContentTabProps) {
  const { t } = useTranslation();
  const query = useCreatorPosts(username, { id: viewerId, tier: viewerTier });
  // `?post=<id>` opens that post (a tip's checkout returns there), whichever page of the list holds it.
  const [params, setParams] = useSearchParams();
  const linkedId = params.get("post");
  const linked = useLinkedPost(linkedId);
  const isCreatorsPost = linked.data?.creator.username.toLowerCase() === username.toLowerCase();
  const dropLink = () =>
    setParams(
      (current) => {
        current.delete("post");
        return current;
      },
      { replace: true },
    );
  return (
    <PagedList
      query={query}
      itemsOf={(pages) => pages.flatMap((page) => page.posts)}
      loading={<ContentGridSkeleton label={t("content.profile.loading")} />}
      loadFailed={t("content.errors.loadPosts")}
      empty={
        <ContentEmpty title={t("content.profile.empty.title")} text={t("content.profile.empty.text", { username })} />
      }
      loadMoreLabel={t("content.profile.loadMore")}
    >
      {(posts) => (
        <>
          {canUpgrade && posts.some((post) => post.isLocked) && (
            <Alert tone="info">{t("content.profile.lockedNote")}</Alert>
          )}
          <ContentGrid
            posts={posts}
            showCreator={false}
            canUpgrade={canUpgrade}
            linked={isCreatorsPost ? linked.data : null}
            onLinkedClose={dropLink}
          />
        </>
      )}
    </PagedList>
  );
}
