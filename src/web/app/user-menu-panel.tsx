// The account menu's items, loaded the first time the menu opens.
import type { Ref } from "react";
import { Link } from "react-router";
import type { SessionUser } from "../../domain/roles";
import { useTranslation } from "../i18n";
import { accountLinks } from "./account-links";
import { useLogout } from "./use-logout";

const itemClasses =
  "block w-full rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900";

interface UserMenuPanelProps {
  id: string;
  panelRef: Ref<HTMLDivElement>;
  user: SessionUser;
  onClose: () => void;
}

export function UserMenuPanel({ id, panelRef, user, onClose }: UserMenuPanelProps) {
  const { t } = useTranslation();
  const { logout, isPending } = useLogout();
  const links = accountLinks(user);
  return (
    <div
      ref={panelRef}
      id={id}
      className="absolute right-0 z-50 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
    >
      <p className="truncate border-b border-slate-100 px-3 pt-1.5 pb-2.5 text-sm">
        <span className="block font-semibold text-slate-900">{user.username}</span>
        <span className="block truncate text-xs text-slate-500">{user.email}</span>
      </p>
      <ul className="pt-1">
        <li>
          <Link to={links.dashboard} className={itemClasses} onClick={onClose}>
            {t("nav.dashboard")}
          </Link>
        </li>
        <li>
          <Link to={links.settings} className={itemClasses} onClick={onClose}>
            {t("nav.settings")}
          </Link>
        </li>
        {links.owner && (
          <li>
            <Link to={links.owner} className={itemClasses} onClick={onClose}>
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
  );
}
