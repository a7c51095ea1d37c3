// The four explore categories, each opening the directory filtered to it.
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import { exploreCategories } from "../../../domain/creators";
import { ArrowRightIcon } from "../../ui/card-icons";
import { CategoryIcon } from "./category-icon";

export function CategoriesSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-categories-title" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <h2 id="home-categories-title" className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {t("home.categories.title")}
        </h2>
        <p className="mt-2 max-w-xl text-slate-600">{t("home.categories.subtitle")}</p>
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {exploreCategories.map((category) => (
            <li key={category}>
              <Link
                to={`/explore?category=${category}`}
                className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-slate-900 p-4 text-white sm:p-6 transition duration-200 hover:-translate-y-1 hover:shadow-xl hover:shadow-brand-700/20"
              >
                <span
                  aria-hidden="true"
                  className="absolute -top-10 -right-10 h-32 w-32 rounded-full bg-brand-500/20 blur-2xl transition-opacity group-hover:opacity-100"
                />
                <span className="flex h-10 w-10 items-center justify-center rounded-xl sm:h-12 sm:w-12 bg-brand-500/15 text-brand-500 ring-1 ring-brand-500/30">
                  <CategoryIcon category={category} className="h-6 w-6" />
                </span>
                <h3 className="mt-4 font-bold sm:mt-6 sm:text-lg">{t(`creators.categories.${category}`)}</h3>
                <p className="mt-1 hidden flex-1 text-sm text-slate-300 sm:block">
                  {t(`home.categories.descriptions.${category}`)}
                </p>
                <span
                  aria-hidden="true"
                  className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-500 sm:pt-6"
                >
                  {t("home.categories.browse")}
                  <ArrowRightIcon className="h-4 w-4 transition-transform group-hover:translate-x-1" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
