// A member's page of one live session: the video and the chat beside it while live, when it starts
// before, what the session's tier adds for a member below it, and its end.
import { useParams } from "react-router";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { LiveChat } from "./live-chat";
import { LivePlayer } from "./live-player";
import { useLiveSession } from "./queries";
import { SessionPage } from "./session-page";
import { sessionWhen } from "./session-when";
import { UpgradePrompt } from "./upgrade-prompt";

export function WatchPage() {
  const { t, i18n } = useTranslation();
  const { sessionId = "" } = useParams();
  const query = useLiveSession(sessionId);
  return (
    <SessionPage query={query} back={{ to: "/dashboard/follower/live", label: t("liveSessions.watch.back") }}>
      {(session) =>
        !session.canWatch ? (
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
        )
      }
    </SessionPage>
  );
}
