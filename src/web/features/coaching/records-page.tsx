// /dashboard/follower/records: the member's personal records per exercise (best load, estimated
// one-rep max by Epley, best time), and one exercise's progress over the year as a chart.
import { useState } from "react";
import { fromKg } from "../../../domain/coaching";
import { useTranslation } from "../../i18n";
import { QueryStatus } from "../../ui/query-status";
import { localToday } from "./plan-dates";
import { useRecords } from "./queries";
import { RecordHistory } from "./record-history";
import { useLoadUnit } from "./use-load-unit";

export function RecordsPage() {
  const { t } = useTranslation();
  const records = useRecords();
  const unit = useLoadUnit();
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen ?? records.data?.[0]?.key ?? null;
  const load = (kg: number | null) => (kg === null ? "—" : `${fromKg(kg, unit)} ${t(`coaching.units.${unit}`)}`);

  return (
    <div className="space-y-6">
      <title>{t("coaching.records.documentTitle")}</title>
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("coaching.records.title")}</h1>
        <p className="mt-2 text-slate-600">{t("coaching.records.intro")}</p>
      </header>
      <QueryStatus query={records} loading={t("coaching.records.loading")} failed={t("coaching.records.loadFailed")} />
      {records.data?.length === 0 && (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {t("coaching.records.empty")}
        </p>
      )}
      {records.data && records.data.length > 0 && (
        <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <ul className="space-y-2" aria-label={t("coaching.records.listLabel")}>
            {records.data.map((record) => (
              <li key={record.key}>
                <button
                  type="button"
                  aria-pressed={record.key === selected}
                  onClick={() => setChosen(record.key)}
                  className="w-full rounded-xl border border-slate-200 bg-white p-3 text-left hover:border-brand-300 aria-pressed:border-brand-500 aria-pressed:bg-brand-50"
                >
                  <span className="block font-semibold text-slate-900">{record.name}</span>
                  <span className="mt-1 block text-sm text-slate-600">
                    {record.bestSeconds !== null && record.bestLoadKg === null
                      ? t("coaching.records.bestTime", { seconds: record.bestSeconds })
                      : t("coaching.records.bests", {
                          load: load(record.bestLoadKg),
                          oneRepMax: load(record.estimatedOneRepMaxKg),
                        })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {selected && <RecordHistory exerciseKey={selected} today={localToday()} unit={unit} />}
        </div>
      )}
    </div>
  );
}
