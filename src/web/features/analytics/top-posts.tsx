// The range's most viewed or most saved posts, each with its count, or a line saying there are none yet.
import { useId } from "react";
import type { TopPost } from "../../../domain/analytics";
import { useTranslation } from "../../i18n";

export function TopPosts({
  title,
  posts,
  measure,
  emptyText,
}: {
  title: string;
  posts: TopPost[];
  measure: "views" | "favorites";
  emptyText: string;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {posts.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{emptyText}</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100">
          {posts.map((post, index) => (
            <li key={post.id} className="flex items-center gap-3 py-2">
              <span aria-hidden="true" className="w-5 shrink-0 text-sm font-semibold text-slate-500">
                {index + 1}
              </span>
              <span className="min-w-0 flex-1 truncate text-slate-900">{post.title}</span>
              <span className="shrink-0 text-sm tabular-nums text-slate-700">
                {t(`analytics.topPosts.${measure}Count`, {
                  count: post[measure],
                  formatted: number.format(post[measure]),
                })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
