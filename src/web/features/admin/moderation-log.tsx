// The audit log on the owner's screen: every action with who, when and why, newest first; an
// account named in an entry can be suspended or restored from here.
import { useTranslation } from "../../i18n";
import { LoadingLine } from "../../ui/loading-line";
import { Button } from "../../ui/button";
import { PagedList } from "../../ui/paged-list";
import type { PendingAction } from "./moderation-dialog";
import { formatModerationDate } from "./moderation-date";
import { useModerationLog, type ModerationLogEntry } from "./queries";

function LogEntry({ entry, onAction }: { entry: ModerationLogEntry; onAction: (action: PendingAction) => void }) {
  const { t, i18n } = useTranslation();
  const account = entry.account;
  return (
    <li className="space-y-1.5 p-4 sm:px-5">
      <p className="text-sm text-slate-600">
        <time dateTime={entry.createdAt}>{formatModerationDate(entry.createdAt, i18n.language)}</time>
        {" · "}
        {t("moderation.log.by", {
          owner: entry.actor ? `@${entry.actor.username}` : t("moderation.queue.deletedUser"),
        })}
      </p>
      <p className="break-words text-slate-900">
        <span className="font-semibold">{t(`moderation.log.actions.${entry.action}`)}</span>
        {": "}
        {entry.targetLabel}
      </p>
      <p className="text-sm break-words whitespace-pre-wrap text-slate-700">
        {t("moderation.log.why", { reason: entry.reason })}
      </p>
      {account && (
        <Button
          size="sm"
          variant="ghost"
          onClick={() =>
            onAction({
              request: { action: account.isSuspended ? "restore" : "suspend", userId: account.id },
              label: `@${account.username}`,
            })
          }
          aria-label={t(account.isSuspended ? "moderation.actions.restore.named" : "moderation.actions.suspend.named", {
            username: account.username,
          })}
        >
          {t(account.isSuspended ? "moderation.actions.restore.button" : "moderation.actions.suspend.button")}
        </Button>
      )}
    </li>
  );
}

export function ModerationLog({ onAction }: { onAction: (action: PendingAction) => void }) {
  const { t } = useTranslation();
  return (
    <PagedList
      query={useModerationLog()}
      itemsOf={(pages) => pages.flatMap((page) => page.entries)}
      loading={
        <LoadingLine label={t("moderation.log.loading")} className="rounded-2xl border border-slate-200 bg-white p-5" />
      }
      loadFailed={t("moderation.log.loadFailed")}
      empty={
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
          {t("moderation.log.empty")}
        </p>
      }
      loadMoreLabel={t("moderation.log.loadMore")}
    >
      {(entries) => (
        <ol
          aria-label={t("moderation.log.title")}
          className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          {entries.map((entry) => (
            <LogEntry key={entry.id} entry={entry} onAction={onAction} />
          ))}
        </ol>
      )}
    </PagedList>
  );
}
