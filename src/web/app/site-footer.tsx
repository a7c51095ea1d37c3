import { useTranslation } from "../i18n";
import { Link } from "react-router";

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          © {new Date().getFullYear()} {t("app.name")} · {t("footer.tagline")}
        </p>
        <nav aria-label={t("footer.label")}>
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            <li>
              <Link to="/explore" className="hover:text-slate-900">
                {t("nav.explore")}
              </Link>
            </li>
            <li>
              <Link to="/subscription" className="hover:text-slate-900">
                {t("footer.plans")}
              </Link>
            </li>
            <li>
              <Link to="/terms" className="hover:text-slate-900">
                {t("footer.terms")}
              </Link>
            </li>
            <li>
              <Link to="/privacy" className="hover:text-slate-900">
                {t("footer.privacy")}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
