// The creator could not be loaded (or does not exist): say so and lead back to explore.
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button, ButtonLink } from "../../ui/button";

export function PlansLoadError({ onRetry, isRetrying }: { onRetry?: () => void; isRetrying: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-lg px-4 py-20 text-center">
      <h1 className="sr-only">{t("plans.title")}</h1>
      <Alert tone="error">
        <p className="font-medium">{t("plans.loadError")}</p>
      </Alert>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/explore" size="lg">
          {t("plans.backToExplore")}
        </ButtonLink>
        {onRetry && (
          <Button variant="secondary" size="lg" onClick={onRetry} isLoading={isRetrying}>
            {t("common.retry")}
          </Button>
        )}
      </div>
    </div>
  );
}
