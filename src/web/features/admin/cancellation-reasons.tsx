// This month's reasons for cancelling, across the platform, most given first.
import { cancellationReasons, type CancellationReason } from "../../../domain/cancellation";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";

export function CancellationReasons({ counts }: { counts: Record<CancellationReason, number> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const given = cancellationReasons.filter((reason) => counts[reason] > 0).sort((a, b) => counts[b] - counts[a]);
  if (given.length === 0) return <p className="text-sm text-slate-600">{t("owner.cancellations.none")}</p>;
  return (
    <dl className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white px-4 shadow-sm">
      {given.map((reason) => (
        <div key={reason} className="flex items-center justify-between gap-4 py-2.5 text-sm">
          <dt className="text-slate-700">{t(`memberships.cancelReasons.${reason}`)}</dt>
          <dd className="font-semibold tabular-nums text-slate-900">{format.count(counts[reason])}</dd>
        </div>
      ))}
    </dl>
  );
}
