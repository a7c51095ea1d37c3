// "Member reviews": what members wrote with their stars, newest first, each with a Feature or
// Unfeature button that shows it on the public profile's testimonials (saved at once).
import { useState } from "react";
import { MAX_FEATURED_REVIEWS, type MemberReview } from "../../../domain/profile-sections";
import { useTranslation } from "../../i18n";
import { ApiError } from "../../lib/api";
import { Button } from "../../ui/button";
import { LoadError } from "../../ui/load-error";
import { StarRow } from "../../ui/star-row";
import { useFeatureReview, useMemberReviews } from "./review-queries";

const knownReasons = ["too_many_featured_reviews", "review_not_counted", "review_not_found", "network_error"];

export function MemberReviews() {
  const { t, i18n } = useTranslation();
  const reviews = useMemberReviews();
  const feature = useFeatureReview();
  const [failed, setFailed] = useState<{ username: string; code: string } | null>(null);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });

  const toggle = (review: MemberReview) => {
    setFailed(null);
    feature.mutate(
      { username: review.username, isFeatured: !review.isFeatured },
      {
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : "unknown";
          setFailed({ username: review.username, code: knownReasons.includes(code) ? code : "unknown" });
        },
      },
    );
  };

  const list = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];
  return (
    <section aria-labelledby="member-reviews-title" className="space-y-3 border-t border-slate-200 pt-5">
      <div>
        <h3 id="member-reviews-title" className="font-semibold text-slate-900">
          {t("profiles.sections.reviews.title")}
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          {t("profiles.sections.reviews.description", { max: MAX_FEATURED_REVIEWS })}
        </p>
      </div>
      {reviews.isPending && <div aria-hidden="true" className="h-20 animate-pulse rounded-xl bg-slate-100" />}
      {reviews.isError && (
        <LoadError
          message={t("profiles.sections.reviews.loadError")}
          onRetry={() => reviews.refetch()}
          isRetrying={reviews.isFetching}
        />
      )}
      {reviews.isSuccess && list.length === 0 && (
        <p className="text-sm text-slate-500 italic">{t("profiles.sections.reviews.empty")}</p>
      )}
      {list.length > 0 && (
        <ul className="space-y-3">
          {list.map((review) => {
            const isBusy = feature.isPending && feature.variables?.username === review.username;
            return (
              <li key={review.username} className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      {review.name || review.username}{" "}
                      <span className="font-normal text-slate-500">@{review.username}</span>
                    </p>
                    <StarRow
                      stars={review.stars}
                      label={t("profiles.sections.reviews.stars", { count: review.stars })}
                    />
                  </div>
                  <Button
                    variant={review.isFeatured ? "secondary" : "primary"}
                    size="sm"
                    isLoading={isBusy}
                    onClick={() => toggle(review)}
                    aria-label={t(
                      review.isFeatured
                        ? "profiles.sections.reviews.unfeatureFrom"
                        : "profiles.sections.reviews.featureFrom",
                      { name: review.username },
                    )}
                  >
                    {t(review.isFeatured ? "profiles.sections.reviews.unfeature" : "profiles.sections.reviews.feature")}
                  </Button>
                </div>
                <p className="mt-2 break-words whitespace-pre-line text-slate-800">{review.comment}</p>
                <p className="mt-1 text-xs text-slate-500">
                  {dateFormat.format(new Date(review.ratedAt))}
                  {review.isFeatured && ` · ${t("profiles.sections.reviews.featured")}`}
                  {!review.isCounted && ` · ${t("profiles.sections.reviews.notCounted")}`}
                </p>
                {failed?.username === review.username && (
                  <p role="alert" className="mt-2 text-sm text-red-700">
                    {t(`profiles.sections.reviews.errors.${failed.code}`, { max: MAX_FEATURED_REVIEWS })}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {reviews.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => reviews.fetchNextPage()}
          isLoading={reviews.isFetchingNextPage}
        >
          {t("profiles.sections.reviews.more")}
        </Button>
      )}
    </section>
  );
}
