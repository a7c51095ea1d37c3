// A red box saying what failed to load, with a button to try again.
import type { ReactNode } from "react";
import { useTranslation } from "../i18n";
import { Alert } from "./alert";
import { Button } from "./button";

export function LoadError({
  message,
  onRetry,
  isRetrying,
}: {
  message: ReactNode;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert tone="error" className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="font-medium">{message}</p>
      <Button variant="danger" size="sm" onClick={onRetry} isLoading={isRetrying}>
        {t("common.retry")}
      </Button>
    </Alert>
  );
}
