// A session's title with its creator, time, tier and state, above the video on both roles' pages.
import { useTranslation } from "../../i18n";
import { TierBadge } from "../../ui/tier-badge";
import type { LiveSession } from "./queries";
import { SessionStatusBadge } from "./session-status-badge";
import { sessionWhen } from "./session-when";

export function SessionHeader({ session }: { session: LiveSession }) {
  const { t, i18n } = useTranslation();
  return (
    <header className="space-y-1">
      <h1 className="text-2xl font-bold break-words text-slate-900">{session.title}</h1>
      <p className="text-slate-600">
        {t("liveSessions.watch.by", { name: session.creator.name || `@${session.creator.username}` })} ·{" "}
        {sessionWhen(session, t, i18n.language)}
      </p>
      <div className="flex flex-wrap gap-2">
        <SessionStatusBadge status={session.status} />
        <TierBadge tier={session.requiredTier} />
      </div>
    </header>
  );
}
