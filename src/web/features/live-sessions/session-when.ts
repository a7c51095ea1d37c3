// A session's time as the reader's calendar writes it, with its length.
import type { TFunction } from "../../i18n";

export const sessionWhen = (session: { startsAt: string; durationMinutes: number }, t: TFunction, locale: string) =>
  t("liveSessions.when", {
    date: new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(
      new Date(session.startsAt),
    ),
    minutes: session.durationMinutes,
  });
