// One of the creator's sessions: title, time, tier and state, with the way into its studio and,
// before it starts, a cancel that asks first.
import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { Button, buttonClasses } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { TierBadge } from "../../ui/tier-badge";
import { useCancelSession, type LiveSession } from "./queries";
import { SessionStatusBadge } from "./session-status-badge";
import { sessionWhen } from "./session-when";

export function OwnSessionRow({ session }: { session: LiveSession }) {
  const { t } = useTranslation();
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const cancel = useCancelSession();
  const [isConfirming, setIsConfirming] = useState(false);
  const isOpen = session.status === "scheduled" || session.status === "live";
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold break-words text-slate-900">{session.title}</p>
        <p className="text-sm text-slate-600">{sessionWhen(session, t, locale)}</p>
        <div className="flex flex-wrap gap-2">
          <SessionStatusBadge status={session.status} />
          <TierBadge tier={session.requiredTier} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {isOpen && (
          <Link to={`/dashboard/influencer/live/${session.id}`} className={buttonClasses("primary", "sm")}>
            {t("liveSessions.list.open")}
          </Link>
        )}
        {session.replayPostId && (
          <Link to="/dashboard/influencer/posts" className={buttonClasses("secondary", "sm")}>
            {t("liveSessions.list.replay")}
          </Link>
        )}
        {session.status === "scheduled" && (
          <Button variant="ghost" size="sm" onClick={() => setIsConfirming(true)}>
            {t("liveSessions.list.cancel")}
          </Button>
        )}
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t("liveSessions.cancel.title")}
        confirmLabel={t("liveSessions.cancel.confirm")}
        keepLabel={t("liveSessions.cancel.keep")}
        tone="danger"
        isPending={cancel.isPending}
        error={cancel.isError ? t("liveSessions.cancel.failed") : undefined}
        onConfirm={() => cancel.mutate(session.id, { onSuccess: () => setIsConfirming(false) })}
        onClose={() => {
          setIsConfirming(false);
          cancel.reset();
        }}
      >
        <p>{t("liveSessions.cancel.text", { title: session.title })}</p>
      </ConfirmDialog>
    </li>
  );
}
