// Email for a message left unread: 15 minutes after it arrives, its receiver gets one email
// naming who wrote (when they want such emails), in their language, with a one-click
// unsubscribe. Each message is considered once; a job runs this every minute.
import { sql } from "drizzle-orm";
import { UNREAD_MESSAGE_EMAIL_DELAY_MINUTES } from "../../../domain/notifications";
import type { MailMessage } from "../../adapters/mail";
import type { AppDeps } from "../../context";
import { listUnsubscribeHeaders, unsubscribeLinks } from "./email-preferences";
import { footerLink, inLanguage, linkParagraph, paragraphs, textLink } from "../../lib/email/layout";
import { emailText, recipientLanguage } from "../../lib/email/text";

export const UNREAD_EMAIL_JOB = "unread-message-emails";

type Waiting = {
  receiverId: string;
  email: string;
  role: "follower" | "influencer";
  language: string;
  wantsEmail: boolean;
  senders: string[];
  count: number;
};

export async function emailUnreadMessages(
  deps: Pick<AppDeps, "db" | "mailer" | "logger" | "config" | "unsubscribeTokens">,
) {
  // Claim the messages in one statement, so two instances never email the same ones.
  const claimed = await deps.db.execute<Waiting>(sql`
    with claimed as (
      update direct_messages set emailed_at = now()
      where id in (select id from direct_messages
        where read_at is null and emailed_at is null and receiver_id is not null
          and created_at < now() - make_interval(mins => ${UNREAD_MESSAGE_EMAIL_DELAY_MINUTES})
        order by created_at limit 500 for update skip locked)
      returning receiver_id, sender_id)
    select c.receiver_id as "receiverId", r.email, r.role, r.language, coalesce(ep.messages, true) as "wantsEmail",
      array_agg(distinct coalesce(s.username, '')) as senders, count(*)::int as count
    from claimed c
    join users r on r.id = c.receiver_id
    left join users s on s.id = c.sender_id
    left join email_preferences ep on ep.user_id = c.receiver_id
    group by c.receiver_id, r.email, r.role, r.language, ep.messages`);
  let sent = 0;
  for (const waiting of claimed.rows) {
    if (!waiting.wantsEmail) continue;
    try {
      await deps.mailer.send(unreadMessagesEmail(deps, waiting));
      sent++;
    } catch (error) {
      deps.logger.warn({ err: error }, "unread message email not sent");
    }
  }
  return sent;
}

function unreadMessagesEmail(deps: Pick<AppDeps, "config" | "unsubscribeTokens">, waiting: Waiting): MailMessage {
  const { publicUrl } = deps.config;
  const language = recipientLanguage(waiting.language);
  const inboxUrl = `${publicUrl}/dashboard/${waiting.role}/inbox`;
  const unsubscribe = unsubscribeLinks(publicUrl, deps.unsubscribeTokens, waiting.receiverId, "messages");
  const senders = waiting.senders
    .filter(Boolean)
    .map((name) => `@${name}`)
    .join(", ");
  // "New message", "3 new messages from @ana", ...: one or many, with or without known senders.
  const variant = `${waiting.count === 1 ? "One" : "Many"}${senders ? "From" : ""}` as const;
  const params = { count: waiting.count, senders };
  const subject = emailText(language, `unread.subject${variant}`, params);
  const summary = emailText(language, `unread.summary${variant}`, params);
  const read = { label: emailText(language, "unread.action"), url: inboxUrl };
  const stop = { label: emailText(language, "unread.unsubscribe"), url: unsubscribe.page };
  return inLanguage(language, {
    to: waiting.email,
    subject,
    text: `${summary}\n\n${textLink(language, read)}\n\n${textLink(language, stop)}`,
    body: `${paragraphs([summary])}${linkParagraph(read)}${footerLink(stop)}`,
    headers: listUnsubscribeHeaders(unsubscribe.oneClick),
  });
}
