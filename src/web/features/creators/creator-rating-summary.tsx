// A creator's average stars and how many members rated, for cards: "4.5 ★ (12)", read out in full.
import clsx from "clsx";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { StarIcon } from "./explore-icons";
import { useFormatRating } from "./format-rating";

export function CreatorRatingSummary({
  averageRating,
  ratingCount,
  className,
}: {
  averageRating: number | null;
  ratingCount: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const formatRating = useFormatRating();
  return (
    <p className={clsx("flex items-center gap-1", className)}>
      <StarIcon
        className={clsx(
          "h-4 w-4 shrink-0",
          averageRating === null ? "text-slate-400" : "fill-amber-400 text-amber-500",
        )}
      />
      {averageRating === null ? (
        t("creators.rating.none")
      ) : (
        <>
          <span aria-hidden="true">
            <span className="font-semibold text-slate-700">{formatRating(averageRating)}</span> (
            {format.count(ratingCount)})
          </span>
          <span className="sr-only">
            {t("creators.rating.summary", {
              rating: formatRating(averageRating),
              count: ratingCount,
              formatted: format.count(ratingCount),
            })}
          </span>
        </>
      )}
    </p>
  );
}
