// 'Failed to load profile data' with a way to try again.
import { useTranslation } from "../../i18n";
import { LoadError as LoadErrorBox } from "../../ui/load-error";

export function LoadError({ onRetry, isRetrying }: { onRetry(): void; isRetrying: boolean }) {
  const { t } = useTranslation();
  return <LoadErrorBox message={t("profiles.loadFailed")} onRetry={onRetry} isRetrying={isRetrying} />;
}
