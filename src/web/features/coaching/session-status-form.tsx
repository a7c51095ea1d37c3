// How the day went: done, partly done or skipped, with a note for the coach.
import type { UseMutationResult } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { sessionStatuses, type SessionStatus } from "../../../domain/coaching";
import { useTranslation } from "../../i18n";
import { QUEUED } from "../offline";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { TextAreaField } from "../../ui/fields";

interface SessionStatusFormProps {
  current: { status: string | null; note: string } | null;
  disabled: boolean;
  /** Saves the status: a plan day's or a routine's. */
  mark: UseMutationResult<unknown, Error, { status: SessionStatus; note: string }>;
  /** Who the note is for: the coach (a plan's day) unless told otherwise. */
  noteLabel?: string;
}

export function SessionStatusForm({ current, disabled, mark, noteLabel }: SessionStatusFormProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<SessionStatus | null>((current?.status as SessionStatus | null) ?? null);
  const [note, setNote] = useState(current?.note ?? "");
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!status) return setMissing(true);
    setMissing(false);
    mark.mutate({ status, note });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <fieldset>
        <legend className="font-semibold text-slate-900">{t("coaching.session.question")}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {sessionStatuses.map((option) => (
            <label
              key={option}
              className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 px-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="session-status"
                value={option}
                checked={status === option}
                disabled={disabled}
                onChange={() => setStatus(option)}
                className="h-4 w-4 text-brand-600"
              />
              <span className="text-sm font-medium text-slate-900">{t(`coaching.session.${option}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label={noteLabel ?? t("coaching.session.note")}
        value={note}
        rows={2}
        maxLength={1000}
        disabled={disabled}
        onChange={(event) => setNote(event.target.value)}
      />
      {missing && <Alert tone="error">{t("coaching.session.chooseStatus")}</Alert>}
      {mark.isError && <Alert tone="error">{t("coaching.session.saveFailed")}</Alert>}
      {mark.isSuccess && (
        <Alert tone={mark.data === QUEUED ? "info" : "success"}>
          {t(mark.data === QUEUED ? "coaching.log.savedOnPhone" : "coaching.session.saved")}
        </Alert>
      )}
      <Button type="submit" isLoading={mark.isPending} disabled={disabled} className="w-full sm:w-auto">
        {t("coaching.session.save")}
      </Button>
    </form>
  );
}
