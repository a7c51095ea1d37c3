// One week of a program's completion: a table of its training days with done / due, a bar, the
// other outcomes and the exercise where sessions most often stop. On a phone each row stacks
// into a card whose cells carry their header as a label.
import { useTranslation } from "../../i18n";
import type { CompletionDay } from "./queries";

// Only variant classes switch the layout: a base utility (block) also in the first stylesheet
// would come after this page's sm: rules and win over them.
const cell = "max-sm:block max-sm:py-1 sm:py-3 sm:pr-4 sm:align-middle";
const rowLabel = "font-medium text-slate-500 sm:hidden";

function CompletionBar({ day }: { day: CompletionDay }) {
  const share = (count: number) => `${day.due === 0 ? 0 : (count / day.due) * 100}%`;
  // The numbers beside it say the same: the bar is only a picture of them.
  return (
    <span aria-hidden="true" className="mt-1 flex h-2 w-full max-w-48 overflow-hidden rounded-full bg-slate-200">
      <span className="h-full bg-green-600" style={{ width: share(day.done) }} />
      <span className="h-full bg-amber-400" style={{ width: share(day.partial) }} />
    </span>
  );
}

export function CompletionWeekTable({ week, days }: { week: number; days: CompletionDay[] }) {
  const { t } = useTranslation();
  const title = t("coaching.builder.week", { number: week });
  return (
    <section aria-label={title} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="font-semibold text-slate-900">{title}</h2>
      <table className="mt-2 w-full text-left text-sm max-sm:block">
        <caption className="sr-only">{t("coaching.completion.tableCaption", { week })}</caption>
        <thead className="max-sm:sr-only">
          <tr className="border-b border-slate-200 text-slate-500">
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("coaching.completion.day")}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("coaching.completion.done")}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("coaching.completion.others")}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t("coaching.completion.mostStop")}
            </th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {days.map((day) => (
            <tr
              key={day.dayIndex}
              className="border-t border-slate-200 max-sm:block max-sm:py-2 max-sm:first:border-t-0"
            >
              <th scope="row" className={`${cell} font-semibold text-slate-900`}>
                {t("coaching.completion.dayNumber", { day: day.day })}
              </th>
              <td className={cell}>
                {day.due === 0 ? (
                  <span className="text-slate-500">{t("coaching.completion.notDue")}</span>
                ) : (
                  <>
                    <span className={rowLabel}>{t("coaching.completion.done")}: </span>
                    {t("coaching.completion.doneOfDue", { done: day.done, count: day.due })}
                    <CompletionBar day={day} />
                  </>
                )}
              </td>
              <td className={`${cell} text-slate-600`}>
                {day.due > 0 &&
                  // Each count names itself: no label on a phone.
                  t("coaching.completion.outcomes", { partial: day.partial, skipped: day.skipped, missed: day.missed })}
              </td>
              <td className={cell}>
                {day.due > 0 && (
                  <>
                    <span className={rowLabel}>{t("coaching.completion.mostStop")}: </span>
                    {day.mostStoppedAt
                      ? t("coaching.completion.stopAt", {
                          exercise: day.mostStoppedAt.exercise,
                          times: day.mostStoppedAt.count,
                        })
                      : t("coaching.completion.noStop")}
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
