// The mobile menu's items, loaded the first time the menu opens.
import type { Ref } from "react";
import { Link, NavLink } from "react-router";
import type { SessionUser } from "../../domain/roles";
import { useTranslation } from "../i18n";
import { buttonClasses } from "../ui/button";
import { accountLinks, initialOf } from "./account-links";
import { LanguageSwitcher } from "./language-switcher";
import { useLogout } from "./use-logout";

const itemClasses =
  "block rounded-lg px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700";

interface MobileMenuPanelProps {
  id: string;
  panelRef: Ref<HTMLDivElement>;
  user: SessionUser | null | undefined;
  onClose: () => void;
}

export function MobileMenuPanel({ id, panelRef, user, onClose }: MobileMenuPanelProps) {
  const { t } = useTranslation();
  const { logout, isPending } = useLogout();
  const links = user ? accountLinks(user) : null;
  return (
    <div
      ref={panelRef}
      id={id}
      className="absolute inset-x-0 top-full z-50 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pt-2 pb-5 shadow-lg"
    >
      {user && (
        <div className="flex items-center gap-3 border-b border-slate-100 px-3 py-3">
          <span
            aria-hidden="true"
            className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
          >
            {initialOf(user)}
          </span>
          <span className="min-w-0 text-sm">
            <span className="block font-semibold text-slate-900">{user.username}</span>
            <span className="block truncate text-slate-500">{user.email}</span>
          </span>
        </div>
      )}
      <ul className="mt-2 space-y-1">
        <li>
          <NavLink to="/explore" className={itemClasses} onClick={onClose}>
            {t("nav.explore")}
          </NavLink>
        </li>
        {links && (
          <>
            <li>
              <NavLink to={links.dashboard} end className={itemClasses} onClick={onClose}>
                {t("nav.dashboard")}
              </NavLink>
            </li>
            <li>
              <NavLink to={links.settings} className={itemClasses} onClick={onClose}>
                {t("nav.settings")}
              </NavLink>
            </li>
            {links.owner && (
              <li>
                <NavLink to={links.owner} className={itemClasses} onClick={onClose}>
                  {t("nav.owner")}
                </NavLink>
              </li>
            )}
            <li>
              <button type="button" className={`${itemClasses} w-full text-left`} onClick={logout} disabled={isPending}>
                {t("nav.logout")}
              </button>
            </li>
          </>
        )}
      </ul>
      {user === null && (
        <div className="mt-3 grid grid-cols-2 gap-3">
          <Link to="/login" className={buttonClasses("secondary", "md")} onClick={onClose}>
            {t("nav.login")}
          </Link>
          <Link to="/register" className={buttonClasses("primary", "md")} onClick={onClose}>
            {t("nav.signup")}
          </Link>
        </div>
      )}
      <LanguageSwitcher className="mt-4 flex" />
    </div>
  );
}
