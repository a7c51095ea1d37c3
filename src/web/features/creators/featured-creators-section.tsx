// Up to four featured creators, with loading, error and empty states.
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import { FEATURED_CREATORS_LIMIT } from "../../../domain/creators";
import { ArrowRightIcon } from "../../ui/card-icons";
import { CreatorCard } from "./creator-card";
import { CreatorCardSkeleton } from "../../ui/creator-card-skeleton";
import { useFeaturedCreators } from "./queries";
import { FeaturedEmpty } from "./featured-empty";
import { FeaturedError } from "./featured-error";

// On phones the cards scroll sideways so the next sections stay close; from sm up they form a grid.
const row =
  "-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4";
const cell = "w-[82%] shrink-0 snap-start sm:w-auto";

export function FeaturedCreatorsSection() {
  const { t } = useTranslation();
  const featured = useFeaturedCreators();

  let content;
  if (featured.isPending) {
    content = (
      <div role="status" className={row}>
        <span className="sr-only">{t("home.featured.loading")}</span>
        {Array.from({ length: FEATURED_CREATORS_LIMIT }, (_, index) => (
          <div key={index} className={cell}>
            <CreatorCardSkeleton />
          </div>
        ))}
      </div>
    );
  } else if (featured.isError) {
    content = <FeaturedError onRetry={() => featured.refetch()} isRetrying={featured.isFetching} />;
  } else if (featured.data.length === 0) {
    content = <FeaturedEmpty />;
  } else {
    content = (
      <ul className={row}>
        {featured.data.map((creator) => (
          <li key={creator.username} className={cell}>
            <CreatorCard creator={creator} joinSource="home" />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="home-featured-title" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col justify-between gap-4 sm:flex-row sm:items-end">
          <div>
            <h2 id="home-featured-title" className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
              {t("home.featured.title")}
            </h2>
            <p className="mt-2 max-w-xl text-slate-600">{t("home.featured.subtitle")}</p>
          </div>
          <Link
            to="/explore"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-600"
          >
            {t("home.featured.viewAll")}
            <ArrowRightIcon className="h-4 w-4" />
          </Link>
        </div>
        <div className="mt-10">{content}</div>
      </div>
    </section>
  );
}
