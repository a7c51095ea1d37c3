// The avatar button and its small account menu (Dashboard, Settings, Logout).
import { useId } from "react";
import { useTranslation } from "../i18n";
import { Link } from "react-router";
import type { SessionUser } from "../../domain/roles";
import { accountLinks, initialOf } from "./account-links";
import { useDisclosure } from "./use-disclosure";
import { useLogout } from "./use-logout";

const itemClasses = "block w-full rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900";

export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { isOpen, toggle, close, buttonRef, panelRef } = useDisclosure();
  const { logout, isPending } = useLogout();
  const panelId = useId();
  const links = accountLinks(user);

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={t("nav.accountMenu")}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={toggle}
        className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white ring-offset-2 hover:bg-brand-700 aria-expanded:ring-2 aria-expanded:ring-brand-500"
      >
        <span aria-hidden="true">{initialOf(user)}</span>
      </button>
      {isOpen && (
        <div
          ref={panelRef}
          id={panelId}
          className="absolute right-0 z-50 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <p className="truncate border-b border-slate-100 px-3 pt-1.5 pb-2.5 text-sm">
            <span className="block font-semibold text-slate-900">{user.username}</span>
            <span className="block truncate text-xs text-slate-500">{user.email}</span>
          </p>
          <ul className="pt-1">
            <li>
              <Link to={links.dashboard} className={itemClasses} onClick={close}>
                {t("nav.dashboard")}
              </Link>
            </li>
            <li>
              <Link to={links.settings} className={itemClasses} onClick={close}>
                {t("nav.settings")}
              </Link>
            </li>
            {links.owner && (
              <li>
                <Link to={links.owner} className={itemClasses} onClick={close}>
                  {t("nav.owner")}
                </Link>
              </li>
            )}
            <li>
              <button type="button" className={itemClasses} onClick={logout} disabled={isPending}>
                {t("nav.logout")}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
