// One outbox message: its headers and its text with clickable links, or its HTML version.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import { LinkedText } from "./linked-text";
import { mailLanguage, type DevMailMessage } from "./queries";

export function MailReader({ message }: { message: DevMailMessage }) {
  const { t, i18n } = useTranslation();
  const [view, setView] = useState<"text" | "html">("text");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: "full", timeStyle: "medium" });
  // The mail's own language, for screen readers and the browser's spelling and translation.
  const language = mailLanguage(message);

  // Opening a message moves focus to it, so keyboard and screen-reader users land on what they chose.
  useEffect(() => headingRef.current?.focus(), [message.id]);

  const tabClasses =
    "rounded-md px-3 py-1 text-sm font-medium aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:shadow-sm text-slate-600";

  return (
    <article aria-labelledby="mail-subject" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <Link to="?" className="mb-3 inline-block text-sm font-medium text-brand-700 hover:underline lg:hidden">
        ← {t("devMail.back")}
      </Link>
      <h2
        id="mail-subject"
        ref={headingRef}
        tabIndex={-1}
        lang={language}
        className="text-xl font-bold break-words text-slate-900 focus:outline-none"
      >
        {message.subject}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-slate-500">{t("devMail.toLabel")}</dt>
        <dd className="break-all text-slate-800">{message.to}</dd>
        <dt className="text-slate-500">{t("devMail.sentLabel")}</dt>
        <dd className="text-slate-800">
          <time dateTime={message.createdAt}>{time.format(new Date(message.createdAt))}</time>
        </dd>
      </dl>
      {message.html && (
        <div role="group" aria-label={t("devMail.format")} className="mt-4 inline-flex rounded-lg bg-slate-100 p-1">
          <button type="button" aria-pressed={view === "text"} className={tabClasses} onClick={() => setView("text")}>
            {t("devMail.text")}
          </button>
          <button type="button" aria-pressed={view === "html"} className={tabClasses} onClick={() => setView("html")}>
            {t("devMail.html")}
          </button>
        </div>
      )}
      <div lang={language} className="mt-4 border-t border-slate-100 pt-4">
        {view === "html" && message.html ? (
          // No scripts, no same-origin access: mail HTML is shown, never trusted.
          <iframe
            title={message.subject}
            sandbox="allow-popups"
            srcDoc={message.html}
            className="h-[28rem] w-full rounded-lg border border-slate-200 bg-white"
          />
        ) : (
          <LinkedText text={message.text} />
        )}
      </div>
    </article>
  );
}
