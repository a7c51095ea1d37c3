// "Report" on someone else's community post or comment: asks why, then sends it to the platform's
// owners (their moderation queue).
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import { ReasonDialog } from "../../ui/reason-dialog";
import { useReportCommunity } from "./queries";

export function ReportItemButton({ subject, id, author }: { subject: "post" | "comment"; id: string; author: string }) {
  const { t } = useTranslation();
  const report = useReportCommunity();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t(`community.report.${subject}Of`, { author })}
        onClick={() => setIsOpen(true)}
      >
        {t("community.report.button")}
      </Button>
      <ReasonDialog
        isOpen={isOpen}
        title={t(`community.report.${subject}Title`)}
        description={<p>{t("community.report.description")}</p>}
        reasonLabel={t("reports.reasonLabel")}
        confirmLabel={t("reports.submit")}
        tone="danger"
        isPending={report.isPending}
        error={report.isError ? t("reports.failed") : undefined}
        done={report.isSuccess ? t("reports.done") : undefined}
        onConfirm={(reason) => report.mutate({ subject, id, reason })}
        onClose={() => {
          setIsOpen(false);
          report.reset();
        }}
      />
    </>
  );
}
