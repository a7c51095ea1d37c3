// The creator's Live sessions page: schedule one, and the list of their sessions (upcoming and
// live first) with the way into each one's studio.
import { useTranslation } from "../../i18n";
import { QueryStatus } from "../../ui/query-status";
import { OwnSessionRow } from "./own-session-row";
import { useOwnSessions } from "./queries";
import { ScheduleForm } from "./schedule-form";

export function LiveSessionsPage() {
  const { t } = useTranslation();
  const sessions = useOwnSessions();
  return (
    <div className="space-y-6">
      <title>{t("liveSessions.documentTitle")}</title>
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t("liveSessions.title")}</h1>
        <p className="text-slate-600">{t("liveSessions.intro.influencer")}</p>
      </header>
      <ScheduleForm />
      <section aria-labelledby="own-sessions-title" className="space-y-3">
        <h2 id="own-sessions-title" className="text-lg font-bold text-slate-900">
          {t("liveSessions.list.title")}
        </h2>
        <QueryStatus query={sessions} loading={t("common.loading")} failed={t("liveSessions.list.loadFailed")} />
        {sessions.data &&
          (sessions.data.sessions.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
              {t("liveSessions.list.empty")}
            </p>
          ) : (
            <ul className="space-y-3">
              {sessions.data.sessions.map((session) => (
                <OwnSessionRow key={session.id} session={session} />
              ))}
            </ul>
          ))}
      </section>
    </div>
  );
}
