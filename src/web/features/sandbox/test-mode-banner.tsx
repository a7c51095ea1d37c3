// The strip on top of every sandbox page: this is the test payment provider and no real money moves.
import { useTranslation } from "../../i18n";
import { PathIcon } from "../../ui/icon";

export function TestModeBanner() {
  const { t } = useTranslation();
  return (
    <aside aria-label={t("sandbox.banner.label")} className="border-b border-amber-300 bg-amber-100 text-amber-950">
      <div className="mx-auto flex max-w-3xl items-start gap-3 px-4 py-3 text-sm sm:items-center">
        <PathIcon
          d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"
          className="mt-0.5 h-5 w-5 shrink-0 sm:mt-0"
        />
        <p>
          <strong className="font-bold">{t("sandbox.banner.title")}</strong> {t("sandbox.banner.body")}
        </p>
      </div>
    </aside>
  );
}
