// The profile tab's further sections (spec section 2): testimonials (the creator's quotes and the
// member reviews they featured), the weekly training split with today marked, and the nutrition
// framework. Loaded lazily: only profiles that have one of them download this code.
import clsx from "clsx";
import { useSyncExternalStore, type ComponentType, type ReactNode } from "react";
import { hasNutrition, macroFields, splitDayOf, weekdayName } from "../../../domain/profile-sections-view";
import { useTranslation } from "../../i18n";
import { StarIcon } from "./explore-icons";
import type { PublicProfile } from "./public-profile";

const noChange = () => () => {};
/**
 * Today's weekday in the reader's own time zone. The server renders without it (its clock and
 * zone are not the reader's), and the browser marks the day after hydrating, without a mismatch.
 */
const useToday = () =>
  useSyncExternalStore(
    noChange,
    () => splitDayOf(new Date()),
    () => null,
  );

/** The tab's titled block; handed in by the tab so its code stays in the tab's own chunk. */
type SectionComponent = ComponentType<{ id: string; title: string; children: ReactNode }>;

/** The profile's parts these sections show. */
export type ExtraSections = Pick<PublicProfile, "testimonials" | "memberTestimonials" | "weeklySplit" | "nutrition">;

interface SectionProps {
  profile: ExtraSections;
  Section: SectionComponent;
}

export function ProfileExtraSections({ profile, Section }: SectionProps) {
  const hasTestimonials = profile.testimonials.length > 0 || profile.memberTestimonials.length > 0;
  return (
    <>
      {hasTestimonials && <TestimonialsSection profile={profile} Section={Section} />}
      {profile.weeklySplit.length > 0 && <WeeklySplitSection profile={profile} Section={Section} />}
      {hasNutrition(profile.nutrition) && <NutritionSection profile={profile} Section={Section} />}
    </>
  );
}

function Stars({ stars, label }: { stars: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="flex">
      {[1, 2, 3, 4, 5].map((value) => (
        <StarIcon
          key={value}
          className={clsx("h-4 w-4", value <= stars ? "fill-amber-400 text-amber-500" : "text-slate-300")}
        />
      ))}
    </span>
  );
}

function TestimonialsSection({ profile, Section }: SectionProps) {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" });
  return (
    <Section id="profile-testimonials" title={t("creatorProfile.sections.testimonials")}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {profile.testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <figure className="h-full rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
              <blockquote className="break-words whitespace-pre-line text-slate-800 italic">
                “{testimonial.quote}”
              </blockquote>
              {testimonial.author && (
                <figcaption className="mt-2 text-sm font-medium text-slate-600">— {testimonial.author}</figcaption>
              )}
            </figure>
          </li>
        ))}
        {profile.memberTestimonials.map((review) => (
          <li key={review.username}>
            <figure className="h-full rounded-xl bg-amber-50/60 p-4 ring-1 ring-amber-200">
              <Stars stars={review.stars} label={t("creatorProfile.sections.stars", { count: review.stars })} />
              <blockquote className="mt-2 break-words whitespace-pre-line text-slate-800">
                “{review.comment}”
              </blockquote>
              <figcaption className="mt-2 text-sm text-slate-600">
                <span className="font-medium">— {review.name || review.username}</span> <span>@{review.username}</span>
                <span className="block text-xs text-slate-500">
                  {t("creatorProfile.sections.memberReview", { date: dateFormat.format(new Date(review.ratedAt)) })}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function WeeklySplitSection({ profile, Section }: SectionProps) {
  const { t, i18n } = useTranslation();
  const today = useToday();
  return (
    <Section id="profile-weekly-split" title={t("creatorProfile.sections.weeklySplit")}>
      <ol className="divide-y divide-slate-100">
        {Array.from({ length: 7 }, (_, day) => {
          const entry = profile.weeklySplit.find((candidate) => candidate.day === day);
          const isToday = today === day;
          return (
            <li
              key={day}
              aria-current={isToday ? "date" : undefined}
              className={clsx(
                "flex flex-col gap-1 px-3 py-3 sm:flex-row sm:gap-4",
                isToday && "rounded-lg bg-brand-50 ring-1 ring-brand-200",
              )}
            >
              <span className="w-32 shrink-0 font-semibold text-slate-900 capitalize">
                {weekdayName(day, i18n.language)}
                {isToday && (
                  <span className="ml-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-medium text-white normal-case">
                    {t("creatorProfile.sections.today")}
                  </span>
                )}
              </span>
              <span className="min-w-0 break-words text-slate-800">
                {!entry ? (
                  <span className="text-slate-500">—</span>
                ) : (
                  <>
                    <span className="font-medium">
                      {entry.isRest ? t("creatorProfile.sections.restDay") : entry.focus}
                    </span>
                    {entry.isRest && entry.focus && <span className="font-medium"> · {entry.focus}</span>}
                    {entry.notes && <span className="block text-sm text-slate-600">{entry.notes}</span>}
                  </>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

const unitOf = { calories: "kcal", proteinGrams: "g", carbsGrams: "g", fatGrams: "g" } as const;

function NutritionSection({ profile, Section }: SectionProps) {
  const { t, i18n } = useTranslation();
  const { principles, macros } = profile.nutrition;
  const number = new Intl.NumberFormat(i18n.language);
  const given = macroFields.filter((field) => macros[field] !== null);
  return (
    <Section id="profile-nutrition" title={t("creatorProfile.sections.nutrition")}>
      <div className="grid gap-5 md:grid-cols-2">
        {principles.length > 0 && (
          <div>
            <h4 className="text-sm font-semibold text-slate-700">{t("creatorProfile.sections.principles")}</h4>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
              {principles.map((principle, index) => (
                <li key={`${index}-${principle}`} className="break-words">
                  {principle}
                </li>
              ))}
            </ul>
          </div>
        )}
        {given.length > 0 && (
          <div>
            <h4 className="text-sm font-semibold text-slate-700">{t("creatorProfile.sections.dailyMacros")}</h4>
            <dl className="mt-2 grid grid-cols-2 gap-2">
              {given.map((field) => (
                <div key={field} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
                  <dt className="text-xs text-slate-600">{t(`creatorProfile.sections.macros.${field}`)}</dt>
                  <dd className="text-lg font-bold text-slate-900">
                    {number.format(macros[field] ?? 0)}{" "}
                    <span className="text-sm font-medium text-slate-600">{unitOf[field]}</span>
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </div>
    </Section>
  );
}
