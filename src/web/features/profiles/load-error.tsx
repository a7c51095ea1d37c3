// 'Failed to load profile data' with a way to try again.
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";

export function LoadError({ onRetry, isRetrying }: { onRetry(): void; isRetrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span>{t("profiles.loadFailed")}</span>
        <Button variant="secondary" size="sm" onClick={onRetry} isLoading={isRetrying}>
          {t("common.retry")}
        </Button>
      </div>
    </Alert>
  );
}
