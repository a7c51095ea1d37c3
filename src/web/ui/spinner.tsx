import { useTranslation } from "../i18n";

export function Spinner({ className = "h-6 w-6" }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-2 border-current border-t-transparent ${className}`}
    />
  );
}

/** A full-area loading state, announced to screen readers. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center text-brand-600">
      <Spinner className="h-8 w-8" />
      <span className="sr-only">{t("common.loading")}</span>
    </div>
  );
}
