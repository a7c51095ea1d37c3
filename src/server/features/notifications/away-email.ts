// The email that tells a user of replies left unread (domain awayEmailedNotificationTypes): one line
// per reply, each a link to where it lives (the link the web's notification list uses), in the
// user's language, with a one-click unsubscribe from these emails.
import { notificationLink, type LinkedNotification } from "../../../domain/notification-links";
import type { AwayEmailedNotificationType } from "../../../domain/notifications";
import type { Role } from "../../../domain/roles";
import type { MailMessage } from "../../adapters/mail";
import type { AppDeps } from "../../context";
import { footerLink, inLanguage, linkParagraph, paragraphs, textLink } from "../../lib/email/layout";
import type { EmailKey } from "../../lib/email/locales/en";
import { placeholdersOf, wordsOf } from "../../lib/email/notification-words";
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
