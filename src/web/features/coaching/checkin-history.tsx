// "Your check-ins": what the member sent this coach, newest first, read-only.
import { useTranslation } from "../../i18n";
import { useFormatDate } from "../../lib/format-date";
import { PagedList } from "../../ui/paged-list";
import { LoadingLine } from "../../ui/loading-line";
import { CheckinAnswers } from "./checkin-answers";
import { CheckinComments } from "./checkin-comments";
import { useFormatDay } from "./checkin-dates";
import { useCheckinHistory } from "./checkin-queries";

const list = "divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm";

export function CheckinHistory({ username, unit, who }: { username: string; unit: "kg" | "lb"; who: string }) {
  const { t } = useTranslation();
  const formatDay = useFormatDay();
  const formatDate = useFormatDate();
  return (
    <section aria-labelledby="checkin-history-title" className="space-y-3">
      <h2 id="checkin-history-title" className="text-lg font-semibold text-slate-900">
        {t("checkins.history.title")}
      </h2>
      <PagedList
        query={useCheckinHistory(username)}
        itemsOf={(pages) => pages.flatMap((page) => page.checkins)}
        loading={<LoadingLine label={t("checkins.history.loading")} />}
        loadFailed={t("checkins.history.loadFailed")}
        empty={<p className="text-slate-600">{t("checkins.history.empty")}</p>}
        loadMoreLabel={t("checkins.history.loadMore")}
      >
        {(checkins) => (
          <ul className={list}>
            {checkins.map((checkin) => (
              <li key={checkin.id} className="space-y-3 p-4 sm:px-5">
                <h3 className="font-semibold text-slate-900">
                  {t("checkins.received.week", { date: formatDay(checkin.weekStart) })}
                  <span className="ml-2 text-sm font-normal text-slate-600">
                    {t("checkins.received.sent", { date: formatDate(checkin.createdAt) })}
                  </span>
                </h3>
                <CheckinAnswers checkin={checkin} unit={unit} who={who} />
                <CheckinComments as="member" checkinId={checkin.id} count={checkin.commentCount} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
