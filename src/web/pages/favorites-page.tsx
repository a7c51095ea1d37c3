// /dashboard/follower/favorites: the posts the member saved, newest saved first. A post their
// membership no longer opens shows locked, with the way to upgrade; the heart takes it out.
import { MemberPostSlots } from "./member-post-slots";
import { useTranslation } from "../i18n";
import { Alert } from "../ui/alert";
import { ButtonLink } from "../ui/button";
import { PagedList } from "../ui/paged-list";
import { ContentEmpty } from "../features/content/content-empty";
import { ContentGrid, ContentGridSkeleton } from "../features/content/content-grid";
import { useFavorites } from "../features/content/favorites-queries";

function FavoritesList() {
  const { t } = useTranslation();
  return (
    <PagedList
      query={useFavorites()}
      itemsOf={(pages) => pages.flatMap((page) => page.posts)}
      loading={<ContentGridSkeleton label={t("content.favorites.loading")} />}
      loadFailed={t("content.favorites.loadFailed")}
      empty={
        <ContentEmpty title={t("content.favorites.empty.title")} text={t("content.favorites.empty.text")}>
          <ButtonLink to="/explore" variant="secondary">
            {t("content.favorites.empty.explore")}
          </ButtonLink>
        </ContentEmpty>
      }
      loadMoreLabel={t("content.favorites.loadMore")}
    >
      {(posts) => (
        <>
          {posts.some((post) => post.isLocked) && <Alert tone="info">{t("content.favorites.lockedNote")}</Alert>}
          <MemberPostSlots>
            <ContentGrid posts={posts} />
          </MemberPostSlots>
        </>
      )}
    </PagedList>
  );
}

export function FavoritesPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("content.favorites.title")}</h1>
        <p className="mt-2 text-slate-600">{t("content.favorites.intro")}</p>
      </header>
      <FavoritesList />
    </div>
  );
}
