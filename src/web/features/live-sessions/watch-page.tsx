// A member's page of one live session: the video and the chat beside it while live, when it starts
// before, what the session's tier adds for a member below it, and its end.
import { Link, useParams } from "react-router";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { LoadingLine } from "../../ui/loading-line";
import { LiveChat } from "./live-chat";
import { LivePlayer } from "./live-player";
import { useLiveSession } from "./queries";
import { SessionHeader } from "./session-header";
import { SessionLoadError } from "./session-load-error";
import { sessionWhen } from "./session-when";
import { UpgradePrompt } from "./upgrade-prompt";

export function WatchPage() {
  const { t, i18n } = useTranslation();
  const { sessionId = "" } = useParams();
  const query = useLiveSession(sessionId);
  const session = query.data?.session;
  return (
    <div className="space-y-6">
      <title>
        {session ? `${session.title} · ${t("liveSessions.documentTitle")}` : t("liveSessions.documentTitle")}
      </title>
      <Link to="/dashboard/follower/live" className="text-sm font-semibold text-brand-700 underline">
        {t("liveSessions.watch.back")}
      </Link>
      {query.isPending && <LoadingLine label={t("common.loading")} />}
      {query.isError && (
        <SessionLoadError error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      )}
      {session && (
        <>
          <SessionHeader session={session} />
          {!session.canWatch ? (
            <UpgradePrompt tier={session.requiredTier} username={session.creator.username} />
          ) : session.status === "ended" || session.status === "cancelled" ? (
            <Alert tone="info">{t(`liveSessions.watch.${session.status}`)}</Alert>
          ) : (
            <div className="grid gap-6 lg:grid-cols-3">
              <div className="lg:col-span-2">
                {session.status === "live" ? (
                  <LivePlayer sessionId={session.id} title={session.title} />
                ) : (
                  <Alert tone="info">
                    {t("liveSessions.watch.notStarted", { date: sessionWhen(session, t, i18n.language) })}
                  </Alert>
                )}
              </div>
              <LiveChat sessionId={session.id} isOpen />
            </div>
          )}
        </>
      )}
    </div>
  );
}
