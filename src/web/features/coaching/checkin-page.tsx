// /dashboard/follower/check-in: the member's weekly check-in for their ALL STAR coach (picked
// when they have several), or what ALL STAR adds when they are not one.
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "../../i18n";
import { ButtonLink } from "../../ui/button";
import { SelectField } from "../../ui/fields";
import { LoadError } from "../../ui/load-error";
import { LoadingLine } from "../../ui/loading-line";
import { localToday } from "./plan-dates";
import { useCheckinCoaches } from "./checkin-queries";
import { CoachCheckin } from "./coach-checkin";

function NoCoaches() {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <h2 className="text-lg font-bold text-slate-900">{t("checkins.member.allStarTitle")}</h2>
      <p className="mx-auto mt-1 max-w-md text-slate-600">{t("checkins.member.noCoachesText")}</p>
      <ButtonLink to="/explore" variant="secondary" className="mt-5">
        {t("checkins.member.explore")}
      </ButtonLink>
    </div>
  );
}

export function CheckinPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The day is read once: a page left open past midnight keeps the week it showed.
  const [today] = useState(localToday);
  const coaches = useCheckinCoaches();
  const list = coaches.data?.coaches ?? [];
  const chosen = list.find((coach) => coach.username === params.get("creator")) ?? list[0];

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("checkins.member.title")}</h1>
        <p className="mt-2 text-slate-600">{t("checkins.member.intro")}</p>
      </header>
      {coaches.isPending ? (
        <LoadingLine label={t("checkins.member.loading")} />
      ) : coaches.isError ? (
        <LoadError
          message={t("checkins.member.loadFailed")}
          onRetry={() => void coaches.refetch()}
          isRetrying={coaches.isRefetching}
        />
      ) : !chosen ? (
        <NoCoaches />
      ) : (
        <>
          {list.length > 1 && (
            <div className="max-w-sm">
              <SelectField
                label={t("checkins.member.coach")}
                value={chosen.username}
                onChange={(event) => setParams({ creator: event.target.value }, { replace: true })}
              >
                {list.map((coach) => (
                  <option key={coach.username} value={coach.username}>
                    {coach.name || `@${coach.username}`}
                    {coach.canSubmit ? "" : ` (${t("checkins.member.notAllStar")})`}
                  </option>
                ))}
              </SelectField>
            </div>
          )}
          <CoachCheckin key={chosen.username} username={chosen.username} today={today} />
        </>
      )}
    </div>
  );
}
