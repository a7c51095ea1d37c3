// Below 768 px the navigation folds behind a menu button that reveals the same items.
import { useId } from "react";
import { useTranslation } from "../i18n";
import { Link, NavLink } from "react-router";
import type { SessionUser } from "../../domain/roles";
import { buttonClasses } from "../ui/button";
import { accountLinks, initialOf } from "./account-links";
import { LanguageSwitcher } from "./language-switcher";
import { CloseIcon, MenuIcon } from "./nav-icons";
import { useDisclosure } from "./use-disclosure";
import { useLogout } from "./use-logout";

const itemClasses =
  "block rounded-lg px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700";

export function MobileMenu({ user }: { user: SessionUser | null | undefined }) {
  const { t } = useTranslation();
  const { isOpen, toggle, close, buttonRef, panelRef } = useDisclosure();
  const { logout, isPending } = useLogout();
  const panelId = useId();
  const links = user ? accountLinks(user) : null;

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={t("nav.menu")}
        onClick={toggle}
        className="flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        {isOpen ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
      </button>
      {isOpen && (
        <div
          ref={panelRef}
          id={panelId}
          className="absolute inset-x-0 top-full z-50 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pt-2 pb-5 shadow-lg"
        >
          {user && (
            <div className="flex items-center gap-3 border-b border-slate-100 px-3 py-3">
              <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
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
              <NavLink to="/explore" className={itemClasses} onClick={close}>
                {t("nav.explore")}
              </NavLink>
            </li>
            {links && (
              <>
                <li>
                  <NavLink to={links.dashboard} end className={itemClasses} onClick={close}>
                    {t("nav.dashboard")}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={links.settings} className={itemClasses} onClick={close}>
                    {t("nav.settings")}
                  </NavLink>
                </li>
                {links.owner && (
                  <li>
                    <NavLink to={links.owner} className={itemClasses} onClick={close}>
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
              <Link to="/login" className={buttonClasses("secondary", "md")} onClick={close}>
                {t("nav.login")}
              </Link>
              <Link to="/register" className={buttonClasses("primary", "md")} onClick={close}>
                {t("nav.signup")}
              </Link>
            </div>
          )}
          <LanguageSwitcher className="mt-4" />
        </div>
      )}
    </div>
  );
}
