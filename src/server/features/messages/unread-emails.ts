// Email for a message left unread: 15 minutes after it arrives, its receiver gets one email
// naming who wrote (when they want such emails), with a one-click unsubscribe. Each message
// is considered once; a job runs this every minute.
import { sql } from "drizzle-orm";
import { UNREAD_MESSAGE_EMAIL_DELAY_MINUTES } from "../../../domain/notifications";
import type { MailMessage } from "../../adapters/mail";
import type { AppDeps } from "../../lib/context";
import { listUnsubscribeHeaders, unsubscribeLinks } from "../notifications/email-preferences";
import { escapeHtml } from "../../lib/html";

export const UNREAD_EMAIL_JOB = "unread-message-emails";

type Waiting = {
  receiverId: string;
  email: string;
  role: "follower" | "influencer";
  wantsEmail: boolean;
  senders: string[];
  count: number;
};

export async function emailUnreadMessages(deps: Pick<AppDeps, "db" | "mailer" | "logger" | "config" | "unsubscribeTokens">) {
  // Claim the messages in one statement, so two instances never email the same ones.
  const claimed = await deps.db.execute<Waiting>(sql`
    with claimed as (
      update direct_messages set emailed_at = now()
      where id in (select id from direct_messages
        where read_at is null and emailed_at is null and receiver_id is not null
          and created_at < now() - make_interval(mins => ${UNREAD_MESSAGE_EMAIL_DELAY_MINUTES})
        order by created_at limit 500 for update skip locked)
      returning receiver_id, sender_id)
    select c.receiver_id as "receiverId", r.email, r.role, coalesce(ep.messages, true) as "wantsEmail",
      array_agg(distinct coalesce(s.username, '')) as senders, count(*)::int as count
    from claimed c
    join users r on r.id = c.receiver_id
    left join users s on s.id = c.sender_id
    left join email_preferences ep on ep.user_id = c.receiver_id
    group by c.receiver_id, r.email, r.role, ep.messages`);
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
  const inboxUrl = `${publicUrl}/dashboard/${waiting.role}/inbox`;
  const unsubscribe = unsubscribeLinks(publicUrl, deps.unsubscribeTokens, waiting.receiverId, "messages");
  const names = waiting.senders.filter(Boolean).map((name) => `@${name}`);
  const from = names.length > 0 ? ` from ${names.join(", ")}` : "";
  const summary = `You have ${waiting.count === 1 ? "an unread message" : `${waiting.count} unread messages`}${from} on FitCreators.`;
  return {
    to: waiting.email,
    subject: waiting.count === 1 ? `New message${from}` : `${waiting.count} new messages${from}`,
    text: `${summary}\n\nRead and reply: ${inboxUrl}\n\nStop these emails: ${unsubscribe.page}`,
    html:
      `<p>${escapeHtml(summary)}</p><p><a href="${escapeHtml(inboxUrl)}">Read and reply</a></p>` +
      `<p style="font-size:12px;color:#64748b"><a href="${escapeHtml(unsubscribe.page)}">Stop these emails</a></p>`,
    headers: listUnsubscribeHeaders(unsubscribe.oneClick),
  };
}
