// A session's title with its creator, time, tier and state: the heading of both roles' session
// pages, and each row of the members' list (`inList`).
import clsx from "clsx";
import { useTranslation } from "../../i18n";
import { TierBadge } from "../../ui/tier-badge";
import type { LiveSession } from "./queries";
import { SessionStatusBadge } from "./session-status-badge";
import { sessionWhen } from "./session-when";

export function SessionHeader({ session, inList = false }: { session: LiveSession; inList?: boolean }) {
  const { t, i18n } = useTranslation();
  const Title = inList ? "p" : "h1";
  return (
    <header className={clsx("space-y-1", inList && "min-w-0")}>
      <Title className={clsx("break-words text-slate-900", inList ? "font-semibold" : "text-2xl font-bold")}>
        {session.title}
      </Title>
      <p className={clsx("text-slate-600", inList && "text-sm")}>
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
