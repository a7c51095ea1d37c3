// "06:00 – 07:00", with a note when the block ends on the next day.
import { endsNextDay } from "../../../domain/routines";
import { useTranslation } from "../../i18n";

export function BlockTimeRange({ startTime, endTime }: { startTime: string; endTime: string }) {
  const { t } = useTranslation();
  return (
    <span className="tabular-nums">
      {startTime} – {endTime}
      {endsNextDay(startTime, endTime) && (
        <>
          {" "}
          <span className="text-xs font-medium text-slate-500">({t("routines.blocks.endsNextDay")})</span>
        </>
      )}
    </span>
  );
}
