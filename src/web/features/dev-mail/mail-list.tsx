// The outbox as a list: subject, recipient and when; the open message is marked.
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import { mailLanguage, type DevMailMessage } from "./queries";

export function MailList({ messages, openId }: { messages: DevMailMessage[]; openId: string | null }) {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <ul
      aria-label={t("devMail.listLabel")}
      className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      {messages.map((message) => (
        <li key={message.id}>
          <Link
            to={`?message=${encodeURIComponent(message.id)}`}
            aria-current={message.id === openId ? "true" : undefined}
            className="block px-4 py-3 hover:bg-slate-50 aria-[current=true]:bg-brand-50"
          >
            <span lang={mailLanguage(message)} className="block truncate font-semibold text-slate-900">
              {message.subject}
            </span>
            <span className="mt-0.5 flex flex-wrap justify-between gap-x-3 text-sm text-slate-600">
              <span className="truncate">{t("devMail.to", { to: message.to })}</span>
              <time dateTime={message.createdAt}>{time.format(new Date(message.createdAt))}</time>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
