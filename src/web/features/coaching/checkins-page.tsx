// /dashboard/influencer/check-ins: the creator shapes their weekly check-in form and reads what
// their ALL STAR members sent.
import { useTranslation } from "../../i18n";
import { CheckinFormCard } from "./checkin-form-card";
import { ReceivedCheckins } from "./received-checkins";

export function CheckinsPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("checkins.creator.title")}</h1>
        <p className="mt-2 text-slate-600">{t("checkins.creator.intro")}</p>
      </header>
      <CheckinFormCard />
      <section aria-labelledby="received-checkins-title">
        <h2 id="received-checkins-title" className="mb-3 text-lg font-semibold text-slate-900">
          {t("checkins.received.title")}
        </h2>
        <ReceivedCheckins />
      </section>
    </div>
  );
}
