// Profile | Routine | Content tabs with the keyboard behaviour of the WAI-ARIA tabs pattern
// (arrows move between tabs, Home and End jump, the panel follows the focused tab), opened on the
// tab a link names (`?tab=routine`, or Content for a post's `?post=`), and the way to the creator's
// community beside them.
import clsx from "clsx";
import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "../../i18n";

export const profileTabs = ["profile", "routine", "content"] as const;
export type ProfileTab = (typeof profileTabs)[number];

const isProfileTab = (value: string | null): value is ProfileTab => profileTabs.includes(value as ProfileTab);

interface ProfileTabsProps {
  panels: Record<ProfileTab, ReactNode>;
  /** The creator's community page. */
  communityPath: string;
}

export function ProfileTabs({ panels, communityPath }: ProfileTabsProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // Read once, on the server as in the browser, so both render the same tab first.
  const [selected, setSelected] = useState<ProfileTab>(() => {
    const named = params.get("tab");
    // A link to one post (`?post=<id>`, where a tip's checkout returns) opens the tab that shows it.
    return isProfileTab(named) ? named : params.has("post") ? "content" : "profile";
  });
  const tabRefs = useRef<Partial<Record<ProfileTab, HTMLButtonElement | null>>>({});

  const select = (tab: ProfileTab) => {
    setSelected(tab);
    tabRefs.current[tab]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = profileTabs.indexOf(selected);
    const last = profileTabs.length - 1;
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(profileTabs[(moves[event.key]! + profileTabs.length) % profileTabs.length]!);
  };

  return (
    <div>
      <div className="flex items-center gap-2 border-b border-slate-200">
        <div
          role="tablist"
          aria-label={t("creatorProfile.tabs.label")}
          onKeyDown={onKeyDown}
          className="flex min-w-0 flex-1 gap-1 overflow-x-auto"
        >
          {profileTabs.map((tab) => (
            <button
              key={tab}
              ref={(element) => {
                tabRefs.current[tab] = element;
              }}
              id={`profile-tab-${tab}`}
              type="button"
              role="tab"
              aria-selected={selected === tab}
              aria-controls={`profile-panel-${tab}`}
              tabIndex={selected === tab ? 0 : -1}
              onClick={() => setSelected(tab)}
              className={clsx(
                "-mb-px shrink-0 border-b-2 px-4 py-3 text-sm font-semibold transition-colors sm:px-6",
                selected === tab
                  ? "border-brand-600 text-slate-900"
                  : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
              )}
            >
              {t(`creatorProfile.tabs.${tab}`)}
            </button>
          ))}
        </div>
        <Link to={communityPath} className="shrink-0 px-3 py-3 text-sm font-semibold text-brand-700 hover:underline">
          {t("creatorProfile.tabs.community")}
        </Link>
      </div>
      {profileTabs.map((tab) => (
        <div
          key={tab}
          id={`profile-panel-${tab}`}
          role="tabpanel"
          aria-labelledby={`profile-tab-${tab}`}
          tabIndex={0}
          hidden={selected !== tab}
          className="pt-6 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-4"
        >
          {selected === tab && panels[tab]}
        </div>
      ))}
    </div>
  );
}
