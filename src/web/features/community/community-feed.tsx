// The community's posts: pinned ones first, then the newest, a page at a time.
import { useTranslation } from "../../i18n";
import { LoadingList, SkeletonRow } from "../../ui/skeleton-list";
import { PagedList } from "../../ui/paged-list";
import { PostCard } from "./post-card";
import { useCommunityPosts, type CommunityAccess } from "./queries";

export function CommunityFeed({ username, access }: { username: string; access: CommunityAccess }) {
  const { t } = useTranslation();
  const posts = useCommunityPosts(username);
  return (
    <section aria-label={t("community.feed.title")}>
      <PagedList
        query={posts}
        itemsOf={(pages) => [...(pages[0]?.pinned ?? []), ...pages.flatMap((page) => page.posts)]}
        loading={
          <LoadingList
            label={t("community.feed.loading")}
            className="space-y-4"
            count={3}
            row={
              <SkeletonRow
                className="gap-3 rounded-2xl border border-slate-200 bg-white p-4"
                lead="h-10 w-10 rounded-full bg-slate-200"
                lines={[
                  "h-4 w-1/3 rounded bg-slate-200",
                  "h-4 w-full rounded bg-slate-200",
                  "h-4 w-2/3 rounded bg-slate-200",
                ]}
              />
            }
          />
        }
        loadFailed={t("community.feed.loadFailed")}
        empty={
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
            {t(access.canWrite ? "community.feed.emptyWrite" : "community.feed.empty")}
          </p>
        }
        loadMoreLabel={t("community.feed.more")}
      >
        {(items) => (
          <ul className="space-y-4">
            {items.map((post) => (
              <li key={post.id}>
                <PostCard post={post} access={access} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
