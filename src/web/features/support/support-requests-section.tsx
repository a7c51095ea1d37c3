// The /support section where a signed-in user opens a support request and reads the answers to
// theirs; a visitor is asked to sign in first. PRO and ALL STAR members' requests are answered first.
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { useSession } from "../../lib/session";
import { buttonClasses } from "../../ui/button";
import { LoadingLine } from "../../ui/loading-line";
import { OwnSupportRequests } from "./own-support-requests";
import { SupportRequestForm } from "./support-request-form";

export function SupportRequestsSection() {
  const { t } = useTranslation();
  const session = useSession();
  const user = session.data;
  return (
    <section
      id="support-requests"
      aria-labelledby="support-requests-title"
      className="scroll-mt-20 space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <div>
        <h2 id="support-requests-title" className="text-xl font-bold text-slate-900">
          {t("supportRequests.title")}
        </h2>
        <p className="mt-2 text-slate-600">{t("supportRequests.intro")}</p>
      </div>
      {session.isPending ? (
        <LoadingLine label={t("supportRequests.loading")} />
      ) : !user ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Link to="/login" state={{ from: "/support" }} className={buttonClasses("primary", "lg")}>
            {t("supportRequests.signIn")}
          </Link>
          <span className="text-sm text-slate-600">{t("supportRequests.signInHint")}</span>
        </div>
      ) : (
        <>
          <SupportRequestForm userId={user.id} />
          <div className="space-y-3 border-t border-slate-200 pt-6">
            <h3 className="text-lg font-bold text-slate-900">{t("supportRequests.mine.title")}</h3>
            <OwnSupportRequests userId={user.id} />
          </div>
        </>
      )}
    </section>
  );
}
