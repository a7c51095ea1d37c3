// One support request opened by an owner: who asked (with their priority), what they wrote and
// their screenshot, the whole thread so far (answers and the requester's replies, refreshed live),
// and the form to answer. Answering marks it answered and
// notifies the requester; a failed answer keeps its text.
import * as Dialog from "@radix-ui/react-dialog";
import { useState, type FormEvent } from "react";
import { SUPPORT_TEXT_MAX } from "../../../domain/support-requests";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { DialogActions, DialogCloseButton, ModalFrame } from "../../ui/dialog";
import { TextAreaField } from "../../ui/fields";
import { LoadError } from "../../ui/load-error";
import { LoadingLine } from "../../ui/loading-line";
import { formatModerationDate } from "./moderation-date";
import { useAnswerSupportRequest, useSupportRequest, type OwnerSupportRequest } from "./queries";
import { SupportPriorityBadge } from "./support-priority-badge";

function AnswerForm({ request }: { request: OwnerSupportRequest }) {
  const { t } = useTranslation();
  const answer = useAnswerSupportRequest(request.id);
  const [message, setMessage] = useState("");
  const [hasTried, setHasTried] = useState(false);
  const trimmed = message.trim();
  const problem = hasTried && trimmed.length === 0 ? t("owner.support.answerRequired") : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setHasTried(true);
    if (trimmed.length === 0) return;
    answer.mutate(trimmed, {
      onSuccess: () => {
        setMessage("");
        setHasTried(false);
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      {answer.isSuccess && <Alert tone="success">{t("owner.support.answered")}</Alert>}
      <TextAreaField
        label={t("owner.support.answerLabel")}
        value={message}
        rows={5}
        maxLength={SUPPORT_TEXT_MAX}
        onChange={(event) => setMessage(event.target.value)}
        error={problem}
        hint={t("owner.support.answerHint")}
      />
      {answer.isError && <Alert tone="error">{t("owner.support.answerFailed")}</Alert>}
      <DialogActions>
        <Dialog.Close asChild>
          <Button variant="secondary" disabled={answer.isPending}>
            {t("common.close")}
          </Button>
        </Dialog.Close>
        <Button type="submit" isLoading={answer.isPending}>
          {t("owner.support.sendAnswer")}
        </Button>
      </DialogActions>
    </form>
  );
}

function Thread({ request }: { request: OwnerSupportRequest }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => formatModerationDate(iso, i18n.language);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        {request.priorityTier && <SupportPriorityBadge tier={request.priorityTier} />}
        <span className="text-sm text-slate-600">
          {t("owner.support.askedBy", {
            name: `@${request.requester.username}`,
            date: date(request.createdAt),
          })}
        </span>
      </div>
      <p className="text-sm break-all text-slate-600">
        {t("owner.support.email")}{" "}
        <a href={`mailto:${request.requester.email}`} className="font-semibold text-brand-700 underline">
          {request.requester.email}
        </a>
      </p>
      <blockquote className="rounded-lg border-l-4 border-slate-300 bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-wrap text-slate-800">
        {request.message}
      </blockquote>
      {request.screenshotUrl && (
        <a href={request.screenshotUrl} target="_blank" rel="noreferrer" className="inline-block">
          <img
            src={request.screenshotUrl}
            alt={t("owner.support.screenshotAlt")}
            className="max-h-64 rounded-lg ring-1 ring-slate-200"
          />
        </a>
      )}
      {request.answers.length > 0 && (
        <ol className="space-y-2" aria-label={t("owner.support.thread")}>
          {request.answers.map((answer) =>
            answer.writtenBy === "team" ? (
              <li key={answer.id} className="rounded-lg border-l-4 border-brand-500 bg-brand-50 px-3 py-2">
                <p className="text-xs font-semibold text-brand-800">
                  {t("owner.support.answerFrom", { date: date(answer.createdAt) })}
                </p>
                <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-900">{answer.message}</p>
              </li>
            ) : (
              <li key={answer.id} className="rounded-lg border-l-4 border-slate-300 bg-slate-50 px-3 py-2">
                <p className="text-xs font-semibold text-slate-600">
                  {t("owner.support.requesterWrote", {
                    name: `@${request.requester.username}`,
                    date: date(answer.createdAt),
                  })}
                </p>
                <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800">{answer.message}</p>
              </li>
            ),
          )}
        </ol>
      )}
    </div>
  );
}

export function SupportRequestDialog({ requestId, onClose }: { requestId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const request = useSupportRequest(requestId);
  return (
    <ModalFrame
      isOpen={requestId !== null}
      onClose={onClose}
      aria-describedby={undefined}
      className="max-h-[90vh] w-[min(94vw,40rem)] space-y-4 overflow-y-auto p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <Dialog.Title className="text-lg font-bold break-words text-slate-900">
          {request.data?.subject ?? t("owner.support.dialogTitle")}
        </Dialog.Title>
        <DialogCloseButton label={t("common.close")} />
      </div>
      {request.isPending ? (
        <LoadingLine label={t("owner.support.loadingOne")} />
      ) : request.isError ? (
        <LoadError
          message={t("owner.support.loadOneFailed")}
          onRetry={() => void request.refetch()}
          isRetrying={request.isRefetching}
        />
      ) : (
        <>
          <Thread request={request.data} />
          {/* A new form per request, so a draft answer is never sent to another one. */}
          <AnswerForm key={request.data.id} request={request.data} />
        </>
      )}
    </ModalFrame>
  );
}
