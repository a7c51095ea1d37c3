// A session's state as a small badge; "Live" in red so it stands out in a list.
import clsx from "clsx";
import type { LiveSessionStatus } from "../../../domain/live-sessions";
import { useTranslation } from "../../i18n";

const tones: Record<LiveSessionStatus, string> = {
  scheduled: "bg-brand-50 text-brand-700 ring-brand-500/40",
  live: "bg-red-600 text-white ring-red-700",
  ended: "bg-slate-100 text-slate-700 ring-slate-300",
  cancelled: "bg-slate-100 text-slate-700 ring-slate-300",
};

export function SessionStatusBadge({ status }: { status: LiveSessionStatus }) {
  const { t } = useTranslation();
  return (
    <span className={clsx("rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1", tones[status])}>
      {t(`liveSessions.status.${status}`)}
    </span>
  );
}
