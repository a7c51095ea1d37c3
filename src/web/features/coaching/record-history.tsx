// One exercise over the last year: a line of its estimated one-rep max (or best time) per day,
// with the figures as a table for screen readers, and its best load for each number of reps.
import { fromKg, type LoadUnit } from "../../../domain/coaching";
import { useTranslation } from "../../i18n";
import { ChartCanvas } from "../../ui/chart-canvas";
import { LoadError } from "../../ui/load-error";
import { LoadingLine } from "../../ui/loading-line";
import { useFormatPlanDate } from "./plan-dates";
import { useRecordHistory } from "./queries";

export function RecordHistory({ exerciseKey, today, unit }: { exerciseKey: string; today: string; unit: LoadUnit }) {
  const { t } = useTranslation();
  const history = useRecordHistory(exerciseKey, today);
  const formatDate = useFormatPlanDate();
  const unitName = t(`coaching.units.${unit}`);

  if (history.isPending) return <LoadingLine label={t("coaching.records.loadingHistory")} />;
  if (history.isError)
    return (
      <LoadError
        message={t("coaching.records.historyFailed")}
        onRetry={() => void history.refetch()}
        isRetrying={history.isFetching}
      />
    );

  const { name, points, byReps } = history.data;
  const timed = points.every((point) => point.estimatedOneRepMaxKg === null);
  const values = points.map((point) =>
    timed ? (point.bestSeconds ?? 0) : fromKg(point.estimatedOneRepMaxKg ?? 0, unit),
  );
  const label = timed ? t("coaching.records.chartTime") : t("coaching.records.chartOneRepMax", { unit: unitName });
  const format = (value: number) =>
    timed ? t("coaching.records.seconds", { seconds: value }) : `${value} ${unitName}`;

  return (
    <section
      aria-labelledby="record-history"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="record-history" className="text-lg font-semibold text-slate-900">
        {t("coaching.records.historyTitle", { name: name ?? "" })}
      </h2>
      <div className="h-64">
        <ChartCanvas
          kind="line"
          labels={points.map((point) => formatDate(point.date))}
          series={[{ label, color: "#4f46e5", values }]}
          label={t("coaching.records.chartLabel", { name: name ?? "" })}
          formatValue={format}
        />
      </div>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr className="text-slate-600">
            <th scope="col" className="py-1">
              {t("coaching.records.date")}
            </th>
            <th scope="col" className="py-1">
              {label}
            </th>
          </tr>
        </thead>
        <tbody>
          {points.map((point, index) => (
            <tr key={point.date} className="border-t border-slate-100">
              <th scope="row" className="py-1 font-normal text-slate-700">
                {formatDate(point.date)}
              </th>
              <td className="py-1 text-slate-900">{format(values[index]!)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {byReps.length > 0 && (
        <div>
          <h3 className="font-semibold text-slate-900">{t("coaching.records.byReps")}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {byReps.map((row) => (
              <li key={row.reps} className="rounded-lg bg-slate-100 px-3 py-1 text-sm text-slate-800">
                {t("coaching.records.repsBest", {
                  reps: row.reps,
                  load: `${fromKg(row.bestLoadKg, unit)} ${unitName}`,
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
