// The featured list could not be loaded: say so in a red box and offer to try again.
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";

export function FeaturedError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error" className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="font-medium">{t("home.featured.error")}</p>
      <Button variant="danger" size="sm" onClick={onRetry} isLoading={isRetrying}>
        {t("common.retry")}
      </Button>
    </Alert>
  );
}
