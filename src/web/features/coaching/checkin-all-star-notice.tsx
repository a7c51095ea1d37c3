// Told to a member who is not (or no longer) ALL STAR with the coach: what check-ins are, and the way back.
import { useTranslation } from "../../i18n";
import { ButtonLink } from "../../ui/button";

export function CheckinAllStarNotice({ creator }: { creator: { username: string; name: string } }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-amber-200 bg-amber-50 p-5 sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">{t("checkins.member.allStarTitle")}</h2>
      <p className="mt-1 text-slate-700">
        {t("checkins.member.allStarText", { name: creator.name || `@${creator.username}` })}
      </p>
      <ButtonLink to={`/subscription/${encodeURIComponent(creator.username)}`} className="mt-4">
        {t("checkins.member.upgrade")}
      </ButtonLink>
    </div>
  );
}
