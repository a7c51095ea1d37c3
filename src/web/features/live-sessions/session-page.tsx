// The frame of one session's page, the creator's studio or a member's watch page: the document
// title, the way back, loading and a load error, then the session's header above what the page
// shows of it.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { LoadingLine } from "../../ui/loading-line";
import type { LiveSession, useLiveSession } from "./queries";
import { SessionHeader } from "./session-header";
import { SessionLoadError } from "./session-load-error";

interface SessionPageProps {
  query: ReturnType<typeof useLiveSession>;
  back: { to: string; label: string };
  children: (session: LiveSession) => ReactNode;
}

export function SessionPage({ query, back, children }: SessionPageProps) {
  const { t } = useTranslation();
  const session = query.data?.session;
  return (
    <div className="space-y-6">
      <title>
        {session ? `${session.title} · ${t("liveSessions.documentTitle")}` : t("liveSessions.documentTitle")}
      </title>
      <Link to={back.to} className="text-sm font-semibold text-brand-700 underline">
        {back.label}
      </Link>
      {query.isPending && <LoadingLine label={t("common.loading")} />}
      {query.isError && (
        <SessionLoadError error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      )}
      {session && (
        <>
          <SessionHeader session={session} />
          {children(session)}
        </>
      )}
    </div>
  );
}
