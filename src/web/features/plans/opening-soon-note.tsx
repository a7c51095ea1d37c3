// Why the paid plans cannot be bought yet, and the free alternative meanwhile.
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { ButtonLink } from "../../ui/button";

export function OpeningSoonNote({ username, canFollowFree }: { username: string; canFollowFree: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert tone="info" className="mt-6 flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p id="plans-opening-soon">
        <strong className="font-semibold">{t("plans.soon.title")}</strong> {t(canFollowFree ? "plans.soon.followBody" : "plans.soon.memberBody", { username })}
      </p>
      <ButtonLink to={`/influencer/${encodeURIComponent(username)}`} variant="secondary" size="sm" className="shrink-0">
        {t(canFollowFree ? "plans.soon.followFree" : "plans.soon.backToProfile")}
      </ButtonLink>
    </Alert>
  );
}
