// One open report in the owner's queue: what was reported, by whom, when and why, how many open
// reports its subject has, and the actions that fit it.
import { useId } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import type { PendingAction } from "./moderation-dialog";
import { formatModerationDate } from "./moderation-date";
import type { QueuedReport } from "./queries";

function subjectLabel(report: QueuedReport) {
  if (report.post) return report.post.title;
  if (report.message) return report.message.excerpt;
  if (report.community) return report.community.excerpt;
  return report.account ? `@${report.account.username}` : "—";
}

export function QueuedReportItem({
  report,
  onAction,
}: {
  report: QueuedReport;
  onAction: (action: PendingAction) => void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const label = subjectLabel(report);
  const account = report.account;
  const accountLabel = account ? `@${account.username}` : "";

  return (
    <article aria-labelledby={titleId} className="space-y-3 p-4 sm:px-5">
      <div className="flex flex-wrap items-center gap-2 text-xs font-bold">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
          {t(`moderation.queue.kinds.${report.kind}`)}
        </span>
        {report.subjectReportCount > 1 && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">
            {t("moderation.queue.subjectCount", { count: report.subjectReportCount })}
          </span>
        )}
        {report.post?.isHidden && (
          <span className="rounded-full bg-red-100 px-2 py-0.5 text-red-900">{t("moderation.queue.hidden")}</span>
        )}
        {account?.isSuspended && (
          <span className="rounded-full bg-red-100 px-2 py-0.5 text-red-900">{t("moderation.queue.suspended")}</span>
        )}
      </div>
      <h3 id={titleId} className="font-bold break-words text-slate-900">
        {label}
      </h3>
      <p className="text-sm text-slate-600">
        {account && (
          <>
            {t(
              report.kind === "message"
                ? "moderation.queue.sentBy"
                : report.kind === "post"
                  ? "moderation.queue.postBy"
                  : report.community
                    ? "moderation.queue.writtenBy"
                    : "moderation.queue.profileOf",
            )}{" "}
            {account.isSuspended || report.kind === "message" || report.community ? (
              <span className="font-semibold text-slate-800">{accountLabel}</span>
            ) : (
              <Link
                to={`/influencer/${encodeURIComponent(account.username)}`}
                className="font-semibold text-brand-700 underline hover:text-brand-800"
              >
                {accountLabel}
              </Link>
            )}
            {" · "}
          </>
        )}
        {report.community && (
          <>
            <span className="font-semibold text-slate-800">
              {t("moderation.queue.inCommunity", { creator: `@${report.community.creator}` })}
            </span>
            {" · "}
          </>
        )}
        {t("moderation.queue.reportedBy", {
          reporter: report.reporter ? `@${report.reporter.username}` : t("moderation.queue.deletedUser"),
          date: formatModerationDate(report.reportedAt, i18n.language),
        })}
      </p>
      <blockquote className="rounded-lg border-l-4 border-slate-300 bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-wrap text-slate-800">
        <span className="sr-only">{t("moderation.queue.reason")}: </span>
        {report.reason}
      </blockquote>
      <div className="flex flex-wrap gap-2">
        {report.post && (
          <Button
            size="sm"
            variant={report.post.isHidden ? "secondary" : "danger"}
            onClick={() =>
              onAction({
                request: { action: report.post!.isHidden ? "unhide" : "hide", postId: report.post!.id },
                label,
              })
            }
          >
            {t(report.post.isHidden ? "moderation.actions.unhide.button" : "moderation.actions.hide.button")}
          </Button>
        )}
        {report.community && (
          <Button
            size="sm"
            variant="danger"
            onClick={() =>
              onAction({
                request: {
                  action: "removeCommunity",
                  subject: report.kind === "community_comment" ? "comment" : "post",
                  id: report.community!.id,
                },
                label,
              })
            }
          >
            {t("moderation.actions.removeCommunity.button")}
          </Button>
        )}
        {account && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              onAction({
                request: { action: account.isSuspended ? "restore" : "suspend", userId: account.id },
                label: accountLabel,
              })
            }
          >
            {t(account.isSuspended ? "moderation.actions.restore.button" : "moderation.actions.suspend.button")}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onAction({ request: { action: "dismiss", kind: report.kind, reportId: report.id }, label })}
        >
          {t("moderation.actions.dismiss.button")}
        </Button>
      </div>
    </article>
  );
}
