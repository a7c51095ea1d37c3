// A beaten record, celebrated once where the set was logged (the server says which set beat what).
import { Link } from "react-router";
import { fromKg, type LoadUnit } from "../../../domain/coaching";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import type { NewRecord } from "./queries";

interface RecordCelebrationProps {
  name: string;
  records: NewRecord[];
  unit: LoadUnit;
}

export function RecordCelebration({ name, records, unit }: RecordCelebrationProps) {
  const { t } = useTranslation();
  const recordText = (record: NewRecord) =>
    record.kind === "time"
      ? t("coaching.records.kinds.time", { seconds: record.value })
      : t(`coaching.records.kinds.${record.kind}`, {
          load: fromKg(record.value, unit),
          unit: t(`coaching.units.${unit}`),
          reps: record.reps,
        });
  return (
    <Alert tone="success" className="space-y-1">
      <p className="font-semibold">{t("coaching.records.newRecord", { name })}</p>
      <ul>
        {records.map((record) => (
          <li key={`${record.kind}-${record.reps}`}>{recordText(record)}</li>
        ))}
      </ul>
      <Link to="/dashboard/follower/records" className="font-semibold underline">
        {t("coaching.records.seeAll")}
      </Link>
    </Alert>
  );
}
