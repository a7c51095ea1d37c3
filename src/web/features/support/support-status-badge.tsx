// A support request's status as a small badge: Open (waiting for the team) or Answered.
import clsx from "clsx";
import type { SupportStatus } from "../../../domain/support-requests";
import { useTranslation } from "../../i18n";

export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx(
        "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-bold",
        status === "answered" ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900",
      )}
    >
      {t(`supportRequests.status.${status}`)}
    </span>
  );
}
