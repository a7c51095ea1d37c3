// The top navigation on every page. Kept tiny: it is part of every first visit.
import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { loadStrings, useTranslation } from "../i18n";
import { Link, NavLink } from "react-router";
import type { SessionUser } from "../../domain/roles";
import { useSession } from "../lib/session";
import { buttonClasses } from "../ui/button";
import { accountLinks } from "./account-links";
import { LanguageSwitcher } from "./language-switcher";
import { MobileMenu } from "./mobile-menu";
import { BellIcon, BrandMark, InboxIcon } from "./nav-icons";
import { UserMenu } from "./user-menu";

// Unread counts and the live stream are for signed-in users only: their code and strings load
// once someone is signed in, and the plain icons stand in meanwhile (and for good if the
// download fails: offline, or a deploy replaced the chunk).
type LiveAccountIconsProps = { user: SessionUser; render: (marks: UnreadMarks) => ReactNode };
const PlainAccountIcons = ({ render }: LiveAccountIconsProps) => render({});
const LiveAccountIcons = lazy<ComponentType<LiveAccountIconsProps>>(() =>
  Promise.all([import("./live-account-icons"), loadStrings("notifications")]).then(
    ([module]) => ({ default: module.LiveAccountIcons }),
    () => ({ default: PlainAccountIcons }),
  ),
);

const linkClasses =
  "rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-brand-700";

const iconLinkClasses =
  "relative flex h-10 w-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700";

/** An unread count on the bell or the inbox: its badge, and the link's name that says it. */
export interface UnreadMark {
  label: string;
  badge: ReactNode;
}
export type UnreadMarks = { notifications?: UnreadMark; inbox?: UnreadMark };

function AccountIconLinks({ user, notifications, inbox }: { user: SessionUser } & UnreadMarks) {
  const { t } = useTranslation();
  const links = accountLinks(user);
  return (
    <>
      <NavLink
        to={links.notifications}
        className={iconLinkClasses}
        aria-label={notifications?.label ?? t("nav.notifications")}
        title={t("nav.notifications")}
      >
        <BellIcon />
        {notifications?.badge}
      </NavLink>
      <NavLink
        to={links.inbox}
        className={iconLinkClasses}
        aria-label={inbox?.label ?? t("nav.inbox")}
        title={t("nav.inbox")}
      >
        <InboxIcon />
        {inbox?.badge}
      </NavLink>
    </>
  );
}

/** Bell and inbox: shown in the bar on every screen size. */
function AccountIcons({ user }: { user: SessionUser }) {
  return (
    <Suspense fallback={<AccountIconLinks user={user} />}>
      <LiveAccountIcons user={user} render={(marks) => <AccountIconLinks user={user} {...marks} />} />
    </Suspense>
  );
}

export function TopNav() {
  const { t } = useTranslation();
  // undefined while the session loads: neither signed-in nor signed-out items flash.
  const { data: user, isError } = useSession();
  const isSignedOut = user === null || (isError && !user);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <nav
        aria-label={t("nav.mainNavigation")}
        className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6"
      >
        <Link
          to="/"
          className="mr-2 flex items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight text-slate-900"
        >
          <BrandMark />
          {t("app.name")}
        </Link>
        <NavLink to="/explore" className={`${linkClasses} hidden md:block`}>
          {t("nav.explore")}
        </NavLink>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitcher className="hidden md:flex" />
          {user && <AccountIcons user={user} />}
          {user && (
            <div className="hidden items-center gap-2 md:flex">
              <NavLink to={accountLinks(user).dashboard} end className={linkClasses}>
                {t("nav.dashboard")}
              </NavLink>
              <UserMenu user={user} />
            </div>
          )}
          {isSignedOut && (
            <div className="hidden items-center gap-2 md:flex">
              <Link to="/login" className={buttonClasses("ghost", "md")}>
                {t("nav.login")}
              </Link>
              <Link to="/register" className={buttonClasses("primary", "md")}>
                {t("nav.signup")}
              </Link>
            </div>
          )}
          <MobileMenu user={isSignedOut ? null : user} />
        </div>
      </nav>
    </header>
  );
}
