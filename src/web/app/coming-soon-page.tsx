import { useTranslation } from "react-i18next";

/** Stands in for screens that later work fills in. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return <p className="p-8 text-slate-600">{t("common.comingNext")}</p>;
}
