// One support request in the owners' list: priority and status, subject, who asked and when, and
// the button that opens it to read and answer.
import { useId } from "react";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import { formatModerationDate } from "./moderation-date";
import type { QueuedSupportRequest } from "./queries";
import { SupportPriorityBadge } from "./support-priority-badge";

export function QueuedSupportRequestItem({
  request,
  onOpen,
}: {
  request: QueuedSupportRequest;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const who = request.requester.username ? `@${request.requester.username}` : t("owner.support.deletedUser");
  // An open request the team has answered before was reopened by the requester's reply.
  const status = request.status === "open" && request.answeredAt ? "newReply" : request.status;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-5"
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          {request.priorityTier && <SupportPriorityBadge tier={request.priorityTier} />}
          <span
            className={
              request.status === "answered"
                ? "rounded-full bg-green-100 px-2 py-0.5 text-xs font-bold text-green-900"
                : "rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900"
            }
          >
            {t(`owner.support.status.${status}`)}
          </span>
        </div>
        <h3 id={titleId} className="font-bold break-words text-slate-900">
          {request.subject}
        </h3>
        <p className="text-sm text-slate-600">
          {t("owner.support.askedBy", {
            name: who,
            date: formatModerationDate(request.createdAt, i18n.language),
          })}
          {request.hasScreenshot && ` · ${t("owner.support.withScreenshot")}`}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0"
        aria-describedby={titleId}
        onClick={() => onOpen(request.id)}
      >
        {t(request.status === "answered" ? "owner.support.view" : "owner.support.answer")}
      </Button>
    </article>
  );
}
