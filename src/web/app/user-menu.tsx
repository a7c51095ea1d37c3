// The avatar button and its small account menu (Dashboard, Settings, Logout).
import { lazy, Suspense, useId } from "react";
import { useTranslation } from "../i18n";
import type { SessionUser } from "../../domain/roles";
import { initialOf } from "./account-links";
import { useDisclosure } from "./use-disclosure";

// The menu's items (and the logout action) load when it is first opened.
const UserMenuPanel = lazy(() => import("./user-menu-panel").then((module) => ({ default: module.UserMenuPanel })));

export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { isOpen, toggle, close, buttonRef, panelRef } = useDisclosure();
  const panelId = useId();

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
        <Suspense fallback={null}>
          <UserMenuPanel id={panelId} panelRef={panelRef} user={user} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
