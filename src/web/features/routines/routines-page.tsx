// /dashboard/influencer/routines: the daily routine editor and the latest 14 routines.
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { TextField } from "../../ui/fields";
import { RecentRoutinesList } from "./recent-routines-list";
import { localToday } from "./routine-dates";
import { RoutineDayEditor } from "./routine-day-editor";

export function RoutinesPage() {
  const { t } = useTranslation();
  const [date, setDate] = useState(localToday);

  return (
    <div className="space-y-6">
      <title>{t("routines.page.documentTitle")}</title>
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("routines.page.title")}</h1>
        <p className="mt-2 text-slate-600">{t("routines.page.intro")}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="space-y-4">
          <div className="max-w-xs">
            <TextField
              type="date"
              label={t("routines.page.date")}
              value={date}
              required
              // Clearing the field keeps the day shown; the editor always has a day.
              onChange={(event) => event.target.value && setDate(event.target.value)}
            />
          </div>
          <RoutineDayEditor key={date} date={date} />
        </div>
        <aside>
          <RecentRoutinesList selectedDate={date} onSelect={setDate} />
        </aside>
      </div>
    </div>
  );
}
