// One of the user's support requests: its subject, status, what they wrote (and the screenshot),
// then the thread in order (the team's answers and their own replies) and the form to reply.
import clsx from "clsx";
import { useId } from "react";
import { useTranslation } from "../../i18n";
import { SupportReplyForm } from "./support-reply-form";
import { SupportStatusBadge } from "./support-status-badge";
import type { SupportRequestView } from "./queries";

const formatDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

export function SupportRequestCard({
  userId,
  request,
  isHighlighted,
}: {
  userId: string;
  request: SupportRequestView;
  isHighlighted: boolean;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={clsx(
        "space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1",
        isHighlighted ? "ring-2 ring-brand-500" : "ring-slate-200",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="font-bold break-words text-slate-900">
          {request.subject}
        </h3>
        <SupportStatusBadge status={request.status} />
      </div>
      <p className="text-xs text-slate-500">
        {t("supportRequests.mine.sentOn", { date: formatDate(request.createdAt, i18n.language) })}
      </p>
      <p className="text-sm break-words whitespace-pre-wrap text-slate-800">{request.message}</p>
      {request.screenshotUrl && (
        <a href={request.screenshotUrl} target="_blank" rel="noreferrer" className="inline-block">
          <img
            src={request.screenshotUrl}
            alt={t("supportRequests.mine.screenshotAlt")}
            className="max-h-48 rounded-lg ring-1 ring-slate-200"
          />
        </a>
      )}
      {request.answers.length > 0 && (
        <ol className="space-y-2" aria-label={t("supportRequests.mine.thread")}>
          {request.answers.map((answer) =>
            answer.writtenBy === "team" ? (
              <li key={answer.id} className="rounded-lg border-l-4 border-brand-500 bg-brand-50 px-3 py-2">
                <p className="text-xs font-semibold text-brand-800">
                  {t("supportRequests.mine.answerFrom", { date: formatDate(answer.createdAt, i18n.language) })}
                </p>
                <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-900">{answer.message}</p>
              </li>
            ) : (
              <li key={answer.id} className="rounded-lg border-l-4 border-slate-300 bg-slate-50 px-3 py-2">
                <p className="text-xs font-semibold text-slate-600">
                  {t("supportRequests.mine.youWrote", { date: formatDate(answer.createdAt, i18n.language) })}
                </p>
                <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800">{answer.message}</p>
              </li>
            ),
          )}
        </ol>
      )}
      {request.status === "open" && <p className="text-sm text-slate-500">{t("supportRequests.mine.waiting")}</p>}
      {/* One form per request (keyed by the card), so a draft never goes to another thread. */}
      <SupportReplyForm userId={userId} requestId={request.id} />
    </article>
  );
}
