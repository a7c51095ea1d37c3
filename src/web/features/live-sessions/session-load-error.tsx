// Why a session page shows no session: it does not exist for this reader (404), or loading failed.
import { useTranslation } from "../../i18n";
import { ApiError } from "../../lib/api";
import { Alert } from "../../ui/alert";
import { LoadError } from "../../ui/load-error";

export function SessionLoadError({
  error,
  onRetry,
  isRetrying,
}: {
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.status === 404)
    return <Alert tone="info">{t("liveSessions.watch.missing")}</Alert>;
  return <LoadError message={t("liveSessions.watch.loadFailed")} onRetry={onRetry} isRetrying={isRetrying} />;
}
