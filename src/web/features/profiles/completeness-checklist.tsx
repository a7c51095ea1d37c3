// What a creator still needs before explore lists them, from the saved profile (the same rule the server applies).
import clsx from "clsx";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import { isProfileComplete } from "../../../domain/creators";
import { PRICE_MIN_CENTS } from "../../../domain/money";
import type { OwnProfile } from "./queries";

export function CompletenessChecklist({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const proPriceCents = profile.creator?.proPriceCents ?? 0;
  const items = [
    { key: "avatar", isDone: profile.avatarUrls !== null },
    { key: "bio", isDone: profile.bio.trim() !== "" },
    { key: "location", isDone: profile.location.trim() !== "" },
    { key: "age", isDone: profile.age !== null },
    { key: "proPrice", isDone: proPriceCents >= PRICE_MIN_CENTS },
  ] as const;
  const isComplete = isProfileComplete({
    username: profile.username,
    bio: profile.bio,
    location: profile.location,
    age: profile.age,
    // Only whether a picture exists matters to the rule.
    avatarKey: profile.avatarUrls ? "set" : null,
    proPriceCents,
  });
  const remaining = items.filter((item) => !item.isDone).length;

  return (
    <section
      aria-labelledby="completeness-title"
      className={clsx(
        "rounded-2xl border p-4 sm:p-5",
        isComplete ? "border-green-300 bg-green-50" : "border-amber-300 bg-amber-50",
      )}
    >
      <h2 id="completeness-title" className={clsx("font-semibold", isComplete ? "text-green-900" : "text-amber-900")}>
        {isComplete
          ? t("profiles.completeness.completeTitle")
          : t("profiles.completeness.incompleteTitle", { count: remaining })}
      </h2>
      <p className={clsx("mt-1 text-sm", isComplete ? "text-green-800" : "text-amber-900")}>
        {isComplete ? t("profiles.completeness.completeText") : t("profiles.completeness.incompleteText")}
      </p>
      {isComplete ? (
        <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
          <Link
            to={`/influencer/${encodeURIComponent(profile.username)}`}
            className="text-green-900 underline underline-offset-2 hover:text-green-700"
          >
            {t("profiles.completeness.viewPublic")}
          </Link>
          <Link to="/explore" className="text-green-900 underline underline-offset-2 hover:text-green-700">
            {t("profiles.completeness.viewExplore")}
          </Link>
        </div>
      ) : (
        <ul className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
          {items.map((item) => (
            <li key={item.key} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={clsx(
                  "flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs font-bold",
                  item.isDone ? "bg-green-600 text-white" : "border-2 border-amber-500 bg-white",
                )}
              >
                {item.isDone && "✓"}
              </span>
              <span
                className={
                  item.isDone ? "text-slate-600 line-through decoration-slate-400" : "font-medium text-slate-900"
                }
              >
                {t(`profiles.completeness.items.${item.key}`)}
              </span>
              <span className="sr-only">
                {item.isDone ? t("profiles.completeness.done") : t("profiles.completeness.missing")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
