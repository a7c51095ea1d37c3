// A member's Live sessions page: the live and upcoming sessions of the creators they belong to,
// each with the way to watch (or to see what its tier takes).
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { buttonClasses } from "../../ui/button";
import { QueryStatus } from "../../ui/query-status";
import { useUpcomingSessions } from "./queries";
import { SessionHeader } from "./session-header";

export function MemberSessionsPage() {
  const { t } = useTranslation();
  const sessions = useUpcomingSessions();
  return (
    <div className="space-y-6">
      <title>{t("liveSessions.documentTitle")}</title>
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t("liveSessions.title")}</h1>
        <p className="text-slate-600">{t("liveSessions.intro.follower")}</p>
      </header>
      <section aria-labelledby="upcoming-title" className="space-y-3">
        <h2 id="upcoming-title" className="text-lg font-bold text-slate-900">
          {t("liveSessions.upcoming.title")}
        </h2>
        <QueryStatus query={sessions} loading={t("common.loading")} failed={t("liveSessions.upcoming.loadFailed")} />
        {sessions.data &&
          (sessions.data.sessions.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
              {t("liveSessions.upcoming.empty")}
            </p>
          ) : (
            <ul className="space-y-3">
              {sessions.data.sessions.map((session) => (
                <li
                  key={session.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4"
                >
                  <SessionHeader session={session} inList />
                  <Link
                    to={`/dashboard/follower/live/${session.id}`}
                    className={buttonClasses(session.canWatch ? "primary" : "secondary", "sm")}
                    aria-label={`${session.canWatch ? t("liveSessions.upcoming.watch") : t("liveSessions.upcoming.details")}: ${session.title}`}
                  >
                    {session.canWatch ? t("liveSessions.upcoming.watch") : t("liveSessions.upcoming.details")}
                  </Link>
                </li>
              ))}
            </ul>
          ))}
      </section>
    </div>
  );
}
