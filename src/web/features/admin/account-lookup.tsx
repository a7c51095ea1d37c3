// Find an account by username to suspend or restore it, without waiting for a report.
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n";
import { LoadingLine } from "../../ui/loading-line";
import { ApiError } from "../../lib/api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { TextField } from "../../ui/fields";
import type { PendingAction } from "./moderation-dialog";
import { useAccount } from "./queries";

export function AccountLookup({ onAction }: { onAction: (action: PendingAction) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [username, setUsername] = useState<string | null>(null);
  const account = useAccount(username);

  function submit(event: FormEvent) {
    event.preventDefault();
    const wanted = text.trim().replace(/^@/, "");
    if (wanted) setUsername(wanted);
  }

  const notFound = account.error instanceof ApiError && account.error.status === 404;
  return (
    <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField
            label={t("moderation.accounts.username")}
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
          />
        </div>
        <Button type="submit" variant="secondary">
          {t("moderation.accounts.find")}
        </Button>
      </form>
      <div aria-live="polite">
        {account.isFetching && <LoadingLine label={t("moderation.accounts.loading")} />}
        {!account.isFetching && notFound && (
          <Alert tone="info">{t("moderation.accounts.notFound", { username })}</Alert>
        )}
        {!account.isFetching && account.isError && !notFound && (
          <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
            {t("moderation.accounts.loadFailed")}
            <Button size="sm" variant="danger" onClick={() => void account.refetch()}>
              {t("common.retry")}
            </Button>
          </Alert>
        )}
        {!account.isFetching && account.data && (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-slate-900">
              <span className="font-semibold">@{account.data.username}</span> ·{" "}
              {t(`moderation.accounts.roles.${account.data.role}`)} ·{" "}
              {account.data.suspendedAt ? t("moderation.accounts.suspended") : t("moderation.accounts.active")}
            </p>
            {!account.data.isOwner && (
              <Button
                size="sm"
                variant={account.data.suspendedAt ? "secondary" : "danger"}
                onClick={() =>
                  onAction({
                    request: { action: account.data.suspendedAt ? "restore" : "suspend", userId: account.data.id },
                    label: `@${account.data.username}`,
                  })
                }
              >
                {t(
                  account.data.suspendedAt ? "moderation.actions.restore.button" : "moderation.actions.suspend.button",
                )}
              </Button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
