// The Routine tab of a creator's profile: today's routine as a player (the block happening now,
// the next one, workout mode) and the latest 10, in full for PRO and ALL STAR members and the
// creator, as teasers for everyone else.
import "./routine-player.css";
import { useTranslation } from "../../i18n";
import { ButtonLink } from "../../ui/button";
import { useSession } from "../../lib/session";
import { LoadError } from "../../ui/load-error";
import { LockedRoutineTeaser } from "./locked-routine-teaser";
import { PublicRoutineList } from "./public-routine-list";
import { RoutinePlayer } from "./routine-player";
import { usePublicRoutines } from "./queries";
import { localToday, useFormatRoutineDate } from "./routine-dates";
import { ClockIcon } from "./routine-icons";
import { useRoutineTranslation } from "../translation";

interface RoutineTabProps {
  username: string;
  /** Whether this viewer may subscribe (visitors and followers; not creators). */
  canUpgrade: boolean;
}

export function RoutineTab({ username, canUpgrade }: RoutineTabProps) {
  const { t } = useTranslation();
  const formatDate = useFormatRoutineDate();
  const session = useSession();
  const today = localToday();
  const routines = usePublicRoutines(username, { id: session.data?.id ?? null, isKnown: !session.isPending }, today);
  const upgradePath = canUpgrade ? `/subscription/${encodeURIComponent(username)}?tier=pro` : null;
  const translation = useRoutineTranslation(username, routines.data?.today ?? null);

  if (routines.isPending) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">{t("routines.public.loading")}</span>
        <div aria-hidden="true" className="h-40 animate-pulse rounded-2xl bg-slate-200/70" />
        <div aria-hidden="true" className="h-16 animate-pulse rounded-xl bg-slate-200/70" />
      </div>
    );
  }
  if (routines.isError) {
    return (
      <LoadError
        message={t("routines.errors.load")}
        onRetry={() => void routines.refetch()}
        isRetrying={routines.isRefetching}
      />
    );
  }

  const { recent } = routines.data;
  const todays = translation.apply(routines.data.today);
  if (!todays && recent.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <ClockIcon className="h-6 w-6" />
        </span>
        <p className="mx-auto mt-4 max-w-md text-slate-700">{t("routines.public.empty", { username })}</p>
      </div>
    );
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-labelledby="routine-today-title" className="space-y-4">
        <div>
          <h3 id="routine-today-title" className="text-xl font-bold text-slate-900">
            {t("routines.public.todayTitle")}
          </h3>
          <p className="text-sm text-slate-600">{formatDate(today)}</p>
        </div>
        {!todays ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-slate-600">
            {t("routines.public.noToday", { username })}
          </p>
        ) : todays.isLocked ? (
          <LockedRoutineTeaser title={todays.title} blockCount={todays.blockCount} upgradePath={upgradePath} />
        ) : (
          <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            {translation.bar}
            {todays.title && <p className="text-lg font-semibold text-slate-900">{todays.title}</p>}
            {todays.notes && (
              <div className="rounded-xl bg-slate-50 p-3">
                <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  {t("routines.public.notes")}
                </p>
                <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{todays.notes}</p>
              </div>
            )}
            <RoutinePlayer blocks={todays.blocks} username={username} label={t("routines.public.timeline")} />
            {/* A member logs the day's workouts set by set (the log page checks PRO on the server too). */}
            {session.data?.role === "follower" && todays.blocks.some((block) => block.type === "workout") && (
              <ButtonLink
                to={`/dashboard/follower/routine-log/${encodeURIComponent(username)}/${today}`}
                variant="secondary"
                size="sm"
              >
                {t("routines.player.log")}
              </ButtonLink>
            )}
          </div>
        )}
      </section>
      <section aria-labelledby="routine-recent-title" className="space-y-3">
        <h3 id="routine-recent-title" className="text-lg font-semibold text-slate-900">
          {t("routines.public.recentTitle")}
        </h3>
        {recent.length === 0 ? (
          <p className="text-sm text-slate-600">{t("routines.public.noRecent")}</p>
        ) : (
          <PublicRoutineList routines={recent} username={username} />
        )}
        {/* Gating is the same for every routine: without today's teaser, the way to PRO goes here. */}
        {!todays && recent[0]?.isLocked && (
          <div className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
            <p>{t("routines.public.locked.text")}</p>
            {upgradePath && (
              <ButtonLink to={upgradePath} size="sm" className="mt-3">
                {t("routines.public.locked.upgrade")}
              </ButtonLink>
            )}
          </div>
        )}
      </section>
    </div>
  );
}
