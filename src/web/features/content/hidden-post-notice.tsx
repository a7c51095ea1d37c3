// On the creator's own post in My Posts: the platform hid it from everyone else, and why.
import { useTranslation } from "../../i18n";

export function HiddenPostNotice({ isHidden, reason }: { isHidden: boolean; reason: string | null }) {
  const { t } = useTranslation();
  if (!isHidden) return null;
  return (
    <p role="note" className="rounded-lg bg-red-50 px-3 py-2 text-sm break-words text-red-900 ring-1 ring-red-200">
      {reason ? t("reports.hiddenNotice.reason", { reason }) : t("reports.hiddenNotice.noReason")}
    </p>
  );
}
