// Email for replies left unread (domain awayEmailedNotificationTypes: a coach's comment, a support
// answer): 15 minutes after one arrives unread, its user gets one email summing up what waits for
// them (when they want such emails). Each notification is considered once; a job runs this every minute.
import { sql } from "drizzle-orm";
import {
  awayEmailedNotificationTypes,
  UNREAD_NOTIFICATION_EMAIL_DELAY_MINUTES,
  UNREAD_NOTIFICATION_EMAIL_MAX_AGE_HOURS,
} from "../../../domain/notifications";
import type { AppDeps } from "../../context";
import { awayEmail, type AwayRecipient } from "./away-email";

export const AWAY_EMAIL_JOB = "unread-notification-emails";

/** Notifications claimed in one round; more wait for the next minute. */
const CLAIM_LIMIT = 500;

type Waiting = AwayRecipient & { wantsEmail: boolean };

/** `now`: the moment the round runs as (the development trigger runs it as if the wait were over). */
export async function emailUnreadReplies(
  deps: Pick<AppDeps, "db" | "mailer" | "logger" | "config" | "unsubscribeTokens">,
  { now = new Date() }: { now?: Date } = {},
) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const types = sql.join(
    awayEmailedNotificationTypes.map((type) => sql`${type}`),
    sql`, `,
  );
  // Claim in one statement, so two instances never email the same ones. Rows older than the
  // window are stale news, never emailed (and keep those from before this job out of it).
  const claimed = await deps.db.execute<Waiting>(sql`
    with claimed as (
      update notifications set emailed_at = ${at}
      where id in (select id from notifications
        where read_at is null and emailed_at is null and type in (${types})
          and created_at < ${at} - make_interval(mins => ${UNREAD_NOTIFICATION_EMAIL_DELAY_MINUTES})
          and created_at > ${at} - make_interval(hours => ${UNREAD_NOTIFICATION_EMAIL_MAX_AGE_HOURS})
        order by created_at limit ${CLAIM_LIMIT} for update skip locked)
      returning id, user_id, type, data, created_at)
    select c.user_id as "userId", u.email, u.username, u.role, u.language,
      coalesce(ep.replies, true) as "wantsEmail",
      json_agg(json_build_object('type', c.type, 'data', c.data) order by c.created_at, c.id) as replies
    from claimed c
    join users u on u.id = c.user_id
    left join email_preferences ep on ep.user_id = c.user_id
    group by c.user_id, u.email, u.username, u.role, u.language, ep.replies`);
  let sent = 0;
  for (const waiting of claimed.rows) {
    if (!waiting.wantsEmail) continue;
    try {
      await deps.mailer.send(awayEmail(deps, waiting));
      sent++;
    } catch (error) {
      deps.logger.warn({ err: error }, "unread reply email not sent");
    }
  }
  return sent;
}
