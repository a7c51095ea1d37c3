// What replaces the composer for anyone without an active ALL STAR membership with the creator
// (spec 5): the spec's title and badge, and the way to upgrade.
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n";
import { ButtonLink } from "../../ui/button";

interface AllStarRequiredProps {
  /** The creator's plan page, or null when there is no one to upgrade with (a deleted account). */
  upgradePath: string | null;
  /** A line under the badge, e.g. that the conversation can still be read. */
  children?: ReactNode;
}

export function AllStarRequired({ upgradePath, children }: AllStarRequiredProps) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-center text-amber-950">
      <h3 className="font-bold">{t("messages.allStar.title")}</h3>
      <p className="mt-2">
        <span className="inline-flex items-center rounded-full bg-amber-200 px-3 py-1 text-xs font-bold tracking-wide ring-1 ring-amber-400">
          {t("messages.allStar.badge")}
        </span>
      </p>
      {children && <div className="mt-2 text-sm">{children}</div>}
      {upgradePath && (
        <ButtonLink to={upgradePath} size="sm" className="mt-3">
          {t("messages.allStar.upgrade")}
        </ButtonLink>
      )}
    </div>
  );
}
