// "Return to FitCreators": back to the page that sent the visitor here.
import { useTranslation } from "../../i18n";
import { PathIcon } from "../../ui/icon";

export function ReturnLink({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      className="inline-flex items-center gap-1.5 rounded-lg py-1 text-sm font-semibold text-brand-700 hover:underline"
    >
      <PathIcon d="M15 18l-6-6 6-6" className="h-4 w-4" />
      {t("sandbox.returnToSite")}
    </a>
  );
}
