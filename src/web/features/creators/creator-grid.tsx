// Explore's results: loading skeletons, the error, the empty state, or the cards with "Load more".
import clsx from "clsx";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import { CreatorCard } from "./creator-card";
import { CreatorCardSkeleton } from "../../ui/creator-card-skeleton";
import { ExploreEmpty } from "./explore-empty";
import { LoadError } from "../../ui/load-error";
import type { useExploreCreators } from "./explore-queries";

const grid = "grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";
const SKELETON_COUNT = 8;

interface CreatorGridProps {
  explore: ReturnType<typeof useExploreCreators>;
  hasFilters: boolean;
  onClearFilters: () => void;
}

export function CreatorGrid({ explore, hasFilters, onClearFilters }: CreatorGridProps) {
  const { t } = useTranslation();

  if (explore.isPending) {
    return (
      <div role="status" className={grid}>
        <span className="sr-only">{t("explore.loading")}</span>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <CreatorCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (explore.isError && !explore.isFetchNextPageError) {
    return <LoadError message={t("explore.error")} onRetry={() => explore.refetch()} isRetrying={explore.isFetching} />;
  }

  const creators = explore.data?.pages.flatMap((page) => page.creators) ?? [];
  // Changing the filters keeps the previous results on screen, dimmed, until the new ones arrive.
  const isUpdating = explore.isPlaceholderData;

  return (
    <div>
      <p role="status" className="sr-only">
        {isUpdating ? t("explore.loading") : t("explore.resultCount", { count: creators.length })}
      </p>
      {creators.length === 0 ? (
        <ExploreEmpty hasFilters={hasFilters} onClear={onClearFilters} />
      ) : (
        <ul
          aria-busy={isUpdating || undefined}
          className={clsx(grid, "transition-opacity", isUpdating && "opacity-60")}
        >
          {creators.map((creator) => (
            <li key={creator.username}>
              <CreatorCard creator={creator} joinSource="explore" />
            </li>
          ))}
        </ul>
      )}
      {explore.isFetchNextPageError && (
        <div className="mt-6">
          <LoadError
            message={t("explore.error")}
            onRetry={() => explore.fetchNextPage()}
            isRetrying={explore.isFetchingNextPage}
          />
        </div>
      )}
      {explore.hasNextPage && !explore.isFetchNextPageError && !isUpdating && (
        <div className="mt-10 flex justify-center">
          <Button
            variant="secondary"
            size="lg"
            onClick={() => explore.fetchNextPage()}
            isLoading={explore.isFetchingNextPage}
          >
            {t(explore.isFetchingNextPage ? "explore.loadingMore" : "explore.loadMore")}
          </Button>
        </div>
      )}
    </div>
  );
}
