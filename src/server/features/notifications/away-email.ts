// The email that tells a user of replies left unread (domain awayEmailedNotificationTypes): one line
// per reply, each a link to where it lives (the link the web's notification list uses), in the
// user's language, with a one-click unsubscribe from these emails.
import { notificationLink, type LinkedNotification } from "../../../domain/notification-links";
import type { Language } from "../../../domain/languages";
import type { AwayEmailedNotificationType } from "../../../domain/notifications";
import type { Role } from "../../../domain/roles";
import type { MailMessage } from "../../adapters/mail";
import type { AppDeps } from "../../context";
import { emailDay } from "../../lib/email/format";
import { footerLink, inLanguage, linkParagraph, paragraphs, textLink } from "../../lib/email/layout";
import type { EmailKey } from "../../lib/email/locales/en";
import { emailText, recipientLanguage } from "../../lib/email/text";
import { listUnsubscribeHeaders, unsubscribeLinks } from "./email-preferences";

export type AwayReply = {
  type: AwayEmailedNotificationType;
  data: Record<string, unknown>;
};

export type AwayRecipient = {
  userId: string;
  email: string;
  username: string;
  role: Role;
  language: string;
  replies: AwayReply[];
};

// Every emailed type has its words: a type added to the list without them does not compile.
type AwayKey = `away.${AwayEmailedNotificationType}.${"subject" | "line"}`;
const awayKey = <Key extends AwayKey>(key: Key & EmailKey): EmailKey => key;

/**
 * A notification's facts as the words' placeholders: text and numbers as they are, a calendar day
 * the way the reader's language writes it, a person (`{ username, name }`) as their username, or
 * their name when they have none any more.
 */
function placeholdersOf(language: Language, data: Record<string, unknown>): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(data)) {
    if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) values[name] = emailDay(language, value);
    else if (typeof value === "string" || typeof value === "number") values[name] = value;
    else if (value && typeof value === "object" && "username" in value) {
      const person = value as { username?: string; name?: string };
      values[name] = person.username || person.name || "";
    }
  }
  return values;
}

// The placeholders differ by type, so the words are filled from the facts without a per-type check.
const wordsOf = (language: Language, key: EmailKey, params: Record<string, string | number>) =>
  (emailText as (language: Language, key: EmailKey, params: Record<string, string | number>) => string)(
    language,
    key,
    params,
  );

export function awayEmail(deps: Pick<AppDeps, "config" | "unsubscribeTokens">, recipient: AwayRecipient): MailMessage {
  const { publicUrl } = deps.config;
  const language = recipientLanguage(recipient.language);
  const items = recipient.replies.map((reply) => {
    const params = placeholdersOf(language, reply.data);
    const path = notificationLink({ type: reply.type, data: reply.data } as LinkedNotification, recipient.role);
    return {
      subject: wordsOf(language, awayKey(`away.${reply.type}.subject`), params),
      link: {
        label: wordsOf(language, awayKey(`away.${reply.type}.line`), params),
        url: `${publicUrl}${path ?? "/"}`,
      },
    };
  });
  const subject =
    items.length === 1 ? items[0]!.subject : emailText(language, "away.subjectMany", { count: items.length });
  const intro = emailText(language, "away.intro", { username: recipient.username });
  const unsubscribe = unsubscribeLinks(publicUrl, deps.unsubscribeTokens, recipient.userId, "replies");
  const stop = { label: emailText(language, "away.unsubscribe"), url: unsubscribe.page };
  return inLanguage(language, {
    to: recipient.email,
    subject,
    text: [intro, ...items.map((item) => textLink(language, item.link)), textLink(language, stop)].join("\n\n"),
    body: `${paragraphs([intro])}${items.map((item) => linkParagraph(item.link)).join("")}${footerLink(stop)}`,
    headers: listUnsubscribeHeaders(unsubscribe.oneClick),
  });
}
