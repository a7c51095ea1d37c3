// A sandbox page whose session or link no longer exists (they are short-lived, as on Stripe):
// say so and lead back to FitCreators, where a new one can be started.
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { buttonClasses } from "../../ui/button";

export function LinkExpired({ message, returnTo = "/" }: { message: string; returnTo?: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <Alert tone="info">
        <p className="font-semibold">{t("sandbox.expired.title")}</p>
        <p className="mt-1">{message}</p>
      </Alert>
      <a href={returnTo} className={buttonClasses("primary", "lg", "w-full sm:w-auto")}>
        {t("sandbox.returnToSite")}
      </a>
    </div>
  );
}
