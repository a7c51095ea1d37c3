// Below 768 px the navigation folds behind a menu button that reveals the same items.
import { lazy, Suspense, useId } from "react";
import { useTranslation } from "../i18n";
import type { SessionUser } from "../../domain/roles";
import { CloseIcon, MenuIcon } from "./nav-icons";
import { useDisclosure } from "./use-disclosure";

// The panel's code loads when the menu is first opened: most visits never open it.
const MobileMenuPanel = lazy(() =>
  import("./mobile-menu-panel").then((module) => ({ default: module.MobileMenuPanel })),
);

export function MobileMenu({ user }: { user: SessionUser | null | undefined }) {
  const { t } = useTranslation();
  const { isOpen, toggle, close, buttonRef, panelRef } = useDisclosure();
  const panelId = useId();

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
        <Suspense fallback={null}>
          <MobileMenuPanel id={panelId} panelRef={panelRef} user={user} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
