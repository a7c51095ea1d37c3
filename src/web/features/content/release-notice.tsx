// A locked card's line about its step-down release: when it opens to the viewer's tier, to PRO
// members, or to everyone. The day is in the viewer's time zone once in the browser; the
// server-rendered page (and the hydration pass) shows it in UTC, so hydration always matches.
import { useSyncExternalStore } from "react";
import type { ReleaseNotice } from "../../../domain/release";
import { useTranslation } from "../../i18n";

const noSubscription = () => () => {};

export function ReleaseNoticeLine({ opensAt }: { opensAt: ReleaseNotice }) {
  const { t, i18n } = useTranslation();
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const date = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: "medium",
    ...(inBrowser ? {} : { timeZone: "UTC" }),
  }).format(new Date(opensAt.at));
  const key =
    opensAt.tier === "rookie"
      ? "content.card.opensToEveryone"
      : opensAt.forViewer
        ? "content.card.opensToYou"
        : "content.card.opensToPro";
  return <p className="text-xs font-semibold text-amber-800">{t(key, { date })}</p>;
}
