// "Report" on a post (in the viewer) or a creator's profile: for signed-in people other than its
// creator. Opens a dialog that asks why, sends the report and thanks them.
import { useState } from "react";
import type { ReportInput } from "../../../domain/moderation";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import { useSession } from "../../lib/session";
import { useReport } from "./queries";
import { ReasonDialog } from "../../ui/reason-dialog";

type Subject =
  { subject: "post"; postId: string; title: string; creator: string } | { subject: "profile"; username: string };

export function ReportButton({ subject, className }: { subject: Subject; className?: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const report = useReport();
  const [isOpen, setIsOpen] = useState(false);
  const creator = subject.subject === "post" ? subject.creator : subject.username;
  const viewer = session.data;
  if (!viewer || viewer.username.toLowerCase() === creator.toLowerCase()) return null;

  const what = subject.subject === "post" ? "post" : "profile";
  const send = (reason: string) => {
    const input: ReportInput =
      subject.subject === "post"
        ? { subject: "post", postId: subject.postId, reason }
        : { subject: "profile", username: subject.username, reason };
    report.mutate(input);
  };
  return (
    <>
      <Button variant="ghost" size="sm" className={className} onClick={() => setIsOpen(true)}>
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
          <path d="M3.5 2.75a.75.75 0 0 0-1.5 0v14.5a.75.75 0 0 0 1.5 0v-4.39c2.16-.8 3.86-.36 5.67.1 1.86.47 3.84.97 6.4-.02a.75.75 0 0 0 .48-.7V3.66a.75.75 0 0 0-1.02-.7c-2.17.84-3.83.42-5.6-.03-1.82-.46-3.75-.95-5.93-.18Z" />
        </svg>
        {t(`reports.${what}.button`)}
      </Button>
      <ReasonDialog
        isOpen={isOpen}
        title={t(`reports.${what}.title`)}
        description={
          <p>
            {subject.subject === "post"
              ? t("reports.post.description", { title: subject.title })
              : t("reports.profile.description", { username: subject.username })}
          </p>
        }
        reasonLabel={t("reports.reasonLabel")}
        confirmLabel={t("reports.submit")}
        tone="danger"
        isPending={report.isPending}
        error={report.isError ? t("reports.failed") : undefined}
        done={report.isSuccess ? t("reports.done") : undefined}
        onConfirm={send}
        onClose={() => {
          setIsOpen(false);
          report.reset();
        }}
      />
    </>
  );
}
