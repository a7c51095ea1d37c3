// One creator on the member's "Today's routine" page: who they are and their routine for the member's day.
import { useId } from "react";
import type { OwnMembership } from "../../../domain/billing";
import { useTranslation } from "../../i18n";
import { useSession } from "../../lib/session";
import { Avatar } from "../../ui/avatar";
import { LoadError } from "../../ui/load-error";
import { LoadingLine } from "../../ui/loading-line";
import { usePublicRoutines } from "../routines";
import { TodayRoutine } from "./today-routine";

export function TodayRoutineCard({ creator, today }: { creator: OwnMembership["creator"]; today: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const session = useSession();
  const { username } = creator;
  // The same query as the profile's Routine tab: one answer for both, cached for offline alike.
  const routines = usePublicRoutines(username, { id: session.data?.id ?? null, isKnown: !session.isPending }, today);
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <Avatar name={username} urls={creator.avatarUrls} alt={t("memberships.avatarAlt", { username })} />
        <h2 id={titleId} className="min-w-0 truncate text-lg font-semibold text-slate-900">
          @{username}
        </h2>
      </div>
      {routines.isPending ? (
        <LoadingLine label={t("routines.public.loading")} />
      ) : routines.isError ? (
        <LoadError
          message={t("routines.errors.load")}
          onRetry={() => void routines.refetch()}
          isRetrying={routines.isFetching}
        />
      ) : routines.data.today ? (
        <TodayRoutine routine={routines.data.today} username={username} today={today} />
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600">
          {t("routines.public.noToday", { username })}
        </p>
      )}
    </article>
  );
}
