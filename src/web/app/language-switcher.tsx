// A labelled native select of the four interface languages; the choice is remembered on this device
// and, for a signed-in person, on the account, whose emails are written in it.
import { useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "../i18n";
import { changeLanguage, languages, type Language } from "../i18n";
import { sessionQuery } from "../lib/session";
import { api } from "../lib/api";
import { GlobeIcon } from "./nav-icons";

/**
 * `className` sets the box's display ("flex", or "hidden md:flex"): the box has none of its own,
 * since `flex` beside `hidden` is decided by whichever stylesheet loaded last, and a dashboard's
 * sheet loaded after the first one showed the header's picker on phones.
 */
export function LanguageSwitcher({ className = "flex" }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const current = (languages as readonly string[]).includes(i18n.language) ? i18n.language : "en";
  return (
    <div className={`relative items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t("nav.language")}
      </label>
      <GlobeIcon className="pointer-events-none absolute left-2.5 h-4 w-4 text-slate-500" />
      <select
        id={id}
        // main.tsx finds a language picked here before the app started by this name.
        name="language"
        value={current}
        onChange={(event) => {
          const language = event.target.value as Language;
          void changeLanguage(language);
          // A pick right after the page opened can come before the session is known: wait for it,
          // or a signed-in person's page would switch while their emails stay in the old language.
          // Not saved (offline): the page still switches, and the next pick saves.
          void queryClient
            .fetchQuery(sessionQuery)
            .then((user) => user && api("PUT /me/language", { body: { language } }))
            .catch(() => undefined);
        }}
        className="w-full cursor-pointer appearance-none rounded-lg border border-slate-300 bg-white py-1.5 pr-7 pl-8 text-sm text-slate-800 hover:border-slate-400 focus:border-brand-500"
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="currentColor"
        className="pointer-events-none absolute right-2 h-4 w-4 text-slate-500"
      >
        <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" fill="none" strokeLinecap="round" />
      </svg>
    </div>
  );
}
